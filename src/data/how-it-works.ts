/**
 * /how-it-works content: the four steps and the four product screenshots. Facts (ids, icons, images) live here;
 * their words, in each language, in the dictionaries' `solutions.steps` and `solutions.screenshots`.
 */
import { solutions } from '~/i18n/en/solutions';
import type { IconName } from '~/types';

type StepWords = typeof solutions.steps;
type ScreenshotWords = typeof solutions.screenshots;
export type StepId = keyof StepWords;
export type ScreenshotId = keyof ScreenshotWords;

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

export const steps: Step[] = stepsWith(solutions.steps);
export const screenshots: Screenshot[] = screenshotsWith(solutions.screenshots);
