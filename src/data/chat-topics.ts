/**
 * The chat assistant's topics: the pages a visitor asking about one subject wants together, so a reply from
 * one of them also names the others ("see also"). Pages are named by their passage id in the chat index
 * (`faq:cost`, `product:term-loans`, `blog:<slug>:0`, `tool-<link id>`), the same in every language, so each
 * language's index supplies its own address and title. Products come from their pages' data (the guide
 * article first among their related articles, the calculator of their section); partnership pages from the
 * navigation's partner menu.
 */
import { menus, prequalifyLink, productCalculators } from './navigation';
import { PRODUCT_IDS } from './product-ids';
import { productPages } from './product-pages';

/** `members`: passages about the subject (an article by any of its sections); `pages`: what a reply links. */
export type ChatTopic = { members: string[]; pages: string[] };

/** The passage id of an article (its introduction) and of a funding tool. */
export const articlePassage = (slug: string) => `blog:${slug}:0`;
const toolPassage = (linkId: string) => `tool-${linkId}`;

/** Each product: its section of the products page, its own page, its calculator and its guide article. */
const productTopics: ChatTopic[] = PRODUCT_IDS.map((id) => {
  const guide = articlePassage(productPages[id].articles[0]);
  const calculator = productCalculators[id] ? [toolPassage(productCalculators[id].id)] : [];
  const pages = [`product:${id}`, `product-page:${id}`, ...calculator, guide];
  return { members: pages, pages };
});

/** The partner programs of the navigation's partner menu, each a page of the knowledge passages. */
const programs = menus.find((m) => m.id === 'partners')?.items.map((l) => l.id) ?? [];

export const chatTopics: ChatTopic[] = [
  ...productTopics,
  // What the service costs: the FAQ's answer, the terms that set the fees and the steps where fees are shown.
  { members: ['faq:cost', 'terms', 'not-a-lender'], pages: ['faq:cost', 'terms', 'how-it-works'] },
  // How fast: the FAQ's answer and the steps from profile to funds.
  { members: ['faq:speed'], pages: ['faq:speed', 'how-it-works'] },
  // Credit: what lenders look at, how a business builds it, and the pre-qualification that checks a profile.
  {
    members: ['credit', articlePassage('how-lenders-evaluate-your-business')],
    pages: [
      articlePassage('how-lenders-evaluate-your-business'),
      articlePassage('building-business-credit-in-canada-and-the-us'),
      toolPassage(prequalifyLink.id),
    ],
  },
  // What happens to a visitor's data: the FAQ's answer and the privacy policy.
  { members: ['faq:data', 'privacy-policy', 'withdraw'], pages: ['faq:data', 'privacy-policy'] },
  // Who qualifies: the FAQ's answer and the pre-qualification that checks it.
  { members: ['faq:business-types', 'who-we-help'], pages: ['faq:business-types', toolPassage(prequalifyLink.id)] },
  // Partnerships: the hub leads to each program, each program back to the hub.
  { members: ['partners'], pages: programs },
  ...programs.map((id) => ({ members: [id], pages: ['partners'] })),
  // The company: who it is and where to reach it.
  { members: ['about', 'location', 'founders'], pages: ['about', 'contact'] },
];
