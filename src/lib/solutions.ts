/**
 * The solution pages' lists in a page's language: the same facts (ids, icons, images, amounts, links) with the
 * words, and the number and date formats, of that language's dictionary.
 */
import { screenshotsWith, stepsWith, type Screenshot, type Step } from '~/data/how-it-works';
import { industriesWith, type Industry } from '~/data/industries';
import { productsWith, type Product } from '~/data/products';
import { successStoriesWith, type SuccessStory } from '~/data/success-stories';
import { formatCompactMoney } from './format';
import { messagesFor, toLocale } from './i18n';

type Lang = string | undefined | null;

export const localizedSteps = (locale: Lang): Step[] => stepsWith(messagesFor(locale).solutions.steps);

export const localizedScreenshots = (locale: Lang): Screenshot[] =>
  screenshotsWith(messagesFor(locale).solutions.screenshots);

export const localizedIndustries = (locale: Lang): Industry[] =>
  industriesWith(messagesFor(locale).solutions.industries);

export const localizedSuccessStories = (locale: Lang): SuccessStory[] =>
  successStoriesWith(messagesFor(locale).solutions, (value, currency) =>
    formatCompactMoney(value, { locale: toLocale(locale), currency }),
  );

export const localizedProducts = (locale: Lang): Product[] =>
  productsWith(messagesFor(locale).solutions.products, toLocale(locale));
