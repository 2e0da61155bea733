/**
 * The contact page FAQ, in order, by id: also a knowledge source for the chat assistant. Questions and answers
 * are in the dictionaries' `company.faq`, keyed by these ids.
 */
import type { Messages } from '~/i18n/en';
import { company } from '~/i18n/en/company';

export type FaqId = keyof Messages['company']['faq'];
export type Faq = { id: FaqId; question: string; answer: string };

const FAQ_IDS: FaqId[] = ['speed', 'cost', 'business-types', 'data'];

/** The FAQ in one language's words (`messagesFor(locale).company.faq`). */
export const faqFor = (texts: Messages['company']['faq']): Faq[] => FAQ_IDS.map((id) => ({ id, ...texts[id] }));

/** The English FAQ (the chat assistant's knowledge). */
export const contactFaq: Faq[] = faqFor(company.faq);
