/**
 * The contact page FAQ, in order, by id: also a knowledge source for the chat assistant. Questions and answers
 * are in the dictionaries' `company.faq`, keyed by these ids (`faqFor` in src/lib/faq.ts joins them).
 */
export const FAQ_IDS = ['speed', 'cost', 'business-types', 'data'] as const;
export type FaqId = (typeof FAQ_IDS)[number];
