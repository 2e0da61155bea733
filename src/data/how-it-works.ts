/**
 * /how-it-works content: the four steps and the four product screenshots. Facts (ids, icons, images) live here;
 * their words, in each language, in the dictionaries' `solutions.steps` and `solutions.screenshots`.
 */
import type { IconName } from '~/types';

export const STEP_IDS = ['profile', 'analysis', 'connect', 'funding'] as const;
export const SCREENSHOT_IDS = ['home', 'document-upload', 'lender-match', 'debt-table'] as const;
export type StepId = (typeof STEP_IDS)[number];
export type ScreenshotId = (typeof SCREENSHOT_IDS)[number];

/** A dictionary's words for the steps and the screenshots, by id. */
export type StepWords = Record<StepId, { title: string; description: string; detail: string }>;
export type ScreenshotWords = Record<ScreenshotId, { title: string; alt: string; caption: string }>;

export type Step = { id: StepId; title: string; description: string; detail: string; icon: IconName };
export type Screenshot = { id: ScreenshotId; title: string; src: string; alt: string; caption: string };

const STEPS: { id: StepId; icon: IconName }[] = [
  { id: 'profile', icon: 'user' },
  { id: 'analysis', icon: 'sparkle' },
  { id: 'connect', icon: 'users' },
  { id: 'funding', icon: 'check-circle' },
];

const SCREENSHOTS: { id: ScreenshotId; src: string }[] = [
  { id: 'home', src: '/images/screens/home.svg' },
  { id: 'document-upload', src: '/images/screens/document-upload.svg' },
  { id: 'lender-match', src: '/images/screens/lender-match.svg' },
  { id: 'debt-table', src: '/images/screens/debt-table.svg' },
];

/** The steps, in order, with the words of one language. */
export const stepsWith = (words: StepWords): Step[] => STEPS.map((s) => ({ ...s, ...words[s.id] }));

/** The screenshots, in order, with the words of one language. */
export const screenshotsWith = (words: ScreenshotWords): Screenshot[] =>
  SCREENSHOTS.map((s) => ({ ...s, ...words[s.id] }));
