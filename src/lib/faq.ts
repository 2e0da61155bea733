/** The contact page FAQ in one language's words. */
import { FAQ_IDS, type FaqId } from '~/data/faq';
import type { Messages } from '~/i18n/en';

export type Faq = { id: FaqId; question: string; answer: string };

/** The FAQ, in order, from a dictionary's `company.faq`. */
export const faqFor = (texts: Messages['company']['faq']): Faq[] => FAQ_IDS.map((id) => ({ id, ...texts[id] }));
