// cspell:locale en,fr -- the French passages name the French pages.
/**
 * The site's own passages for the chat index, in one language: the contact FAQ, the six products, each
 * product's own page (who it suits, eligibility, the worked cost example) and the curated page and tool
 * passages (src/data/knowledge.ts, its French twin knowledge-fr.ts). The French ones link to the French pages
 * and quote the French dictionaries.
 */
import { faqFor } from '~/data/faq';
import {
  faqChatAnswers,
  faqKeywords,
  faqQuestions,
  productKeywords,
  productQuestions,
  sitePassages,
} from '~/data/knowledge';
import {
  faqKeywordsFr,
  faqQuestionsFr,
  productKeywordsFr,
  productQuestionsFr,
  sitePassagesFr,
} from '~/data/knowledge-fr';
import { localizePath, messagesFor, type Locale } from '~/lib/i18n';
import type { Passage } from '~/lib/search';
import { costBox, eligibilityLines, productMeta } from '~/lib/product-page';
import { localizedProducts } from '~/lib/solutions';

const KNOWLEDGE = {
  en: {
    faqKeywords,
    faqQuestions,
    faqAnswers: faqChatAnswers,
    productKeywords,
    productQuestions,
    pages: sitePassages,
    faqTitle: 'Contact Us: FAQ',
    contactPage: 'Contact Us',
    productsPage: 'Financial Products',
  },
  fr: {
    faqKeywords: faqKeywordsFr,
    faqQuestions: faqQuestionsFr,
    faqAnswers: {} as Record<string, string>,
    productKeywords: productKeywordsFr,
    productQuestions: productQuestionsFr,
    pages: sitePassagesFr,
    faqTitle: 'Nous joindre : FAQ',
    contactPage: 'Nous joindre',
    productsPage: 'Produits financiers',
  },
};

/** Lower-cases the first letter, so a subtitle reads on after the product's name. */
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The FAQ, product, page and tool passages of one language. */
export function sitePassagesOf(locale: Locale): Passage[] {
  const k = KNOWLEDGE[locale];
  const faq: Passage[] = faqFor(messagesFor(locale).company.faq).map((f) => ({
    id: `faq:${f.id}`,
    kind: 'faq',
    url: localizePath('/contact-us', locale),
    title: k.faqTitle,
    page: k.contactPage,
    heading: f.question,
    text: f.answer,
    answer: k.faqAnswers[f.id] ?? f.answer,
    keywords: k.faqKeywords[f.id],
    questions: [f.question, ...(k.faqQuestions[f.id] ?? [])],
  }));
  const products: Passage[] = localizedProducts(locale).map((p) => ({
    id: `product:${p.id}`,
    kind: 'product',
    url: localizePath(`/financial-products#${p.id}`, locale),
    title: p.title,
    page: k.productsPage,
    heading: p.subtitle,
    text: `${p.description} ${p.features.join('. ')}.`,
    answer: `${p.title}${locale === 'fr' ? '\u00a0:' : ':'} ${lowerFirst(p.subtitle)}. ${p.description}`,
    keywords: k.productKeywords[p.id],
    questions: k.productQuestions[p.id],
  }));
  // Each product's own page, by what only it says: typical eligibility and the worked cost example (who it
  // suits repeats the product's passage in other words).
  const words = messagesFor(locale);
  const productPages: Passage[] = localizedProducts(locale).map((p) => {
    const colon = locale === 'fr' ? '\u00a0:' : ':';
    const eligibility = eligibilityLines(p.id, locale).map(
      (l) => `${l.label}${colon} ${[...l.figures, l.note].filter(Boolean).join(', ')}.`,
    );
    const box = costBox(p.id, locale);
    return {
      id: `product-page:${p.id}`,
      kind: 'page',
      url: localizePath(`/financial-products/${p.id}`, locale),
      // Its own page's title, not the product's name: a reply may link the products page's section too.
      title: productMeta(p.id, locale).title,
      heading: words.solutions.productSection.details,
      text: [...eligibility, `${box.title}. ${box.sentence}`].join(' '),
    };
  });
  const pages: Passage[] = k.pages.map(({ tool, ...p }) => ({ ...p, kind: tool ? 'tool' : 'page' }));
  return [...faq, ...products, ...productPages, ...pages];
}
