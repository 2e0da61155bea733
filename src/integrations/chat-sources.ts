// cspell:locale en,fr -- the French passages name the French pages.
/**
 * The site's own passages for the chat index, in one language: the contact FAQ, the six products, each
 * product's own page (who it suits, eligibility, the worked cost example) and the written answers of the answer
 * table, with the same ids in both languages. The French ones link to the French pages and quote the French
 * dictionaries.
 */
import { faqFor } from '~/lib/faq';
import { CONTENT_IDS, figures, hrefOf, TEXTS } from '~/lib/chat-answers';
import { localizePath, messagesFor, type Locale } from '~/lib/i18n';
import type { Passage } from '~/lib/search';
import { costBox, eligibilityLines, productMeta } from '~/lib/product-page';
import { localizedProducts } from '~/lib/solutions';
import { seedsOf } from './chat-model';

const PAGES = {
  en: { faqTitle: 'Contact Us: FAQ', contactPage: 'Contact Us', productsPage: 'Financial Products' },
  fr: { faqTitle: 'Nous joindre : FAQ', contactPage: 'Nous joindre', productsPage: 'Produits financiers' },
};

/**
 * A written answer's passage is searched with its first five examples only: with all of them (hundreds) it matched
 * almost any word and crowded the articles out of a hedge's pages (docs/chat-rounds.md, round 19; the cap chosen on the
 * trained-on questions among 0, 5, 10, 20 and 40).
 */
const EXAMPLES_SEARCHED = 5;

/** Lower-cases the first letter, so a subtitle reads on after the product's name. */
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The FAQ, product, page and tool passages of one language. */
export function sitePassagesOf(locale: Locale): Passage[] {
  const k = PAGES[locale];
  const faq: Passage[] = faqFor(messagesFor(locale).company.faq).map((f) => ({
    id: `faq:${f.id}`,
    kind: 'faq',
    url: localizePath('/contact-us', locale),
    title: k.faqTitle,
    page: k.contactPage,
    heading: f.question,
    text: f.answer,
    questions: [f.question],
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
  // The written answers, by the answer table's ids (the same in both languages).
  const f = figures(locale);
  const seeds = seedsOf(locale);
  const answers: Passage[] = CONTENT_IDS.map((id) => ({
    id: `answer:${id}`,
    kind: 'page',
    url: localizePath(hrefOf(id), locale),
    title: TEXTS[locale].pages[id],
    text: TEXTS[locale].answers[id](f),
    // The first of the question bank's examples of this answer (its own wordings): the words visitors use for it.
    questions: seeds
      .filter((e) => e.id === id)
      .map((e) => e.text)
      .slice(0, EXAMPLES_SEARCHED),
  }));
  return [...faq, ...products, ...productPages, ...answers];
}
