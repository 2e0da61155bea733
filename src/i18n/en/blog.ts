/**
 * English copy: the blog's frame (index, tabs, cards, an article's header and calls to action, Share and Save,
 * the saved list, the feed) and the legal pages' frame. The articles and legal texts themselves are content
 * (content/blog, content/legal). Parts an island receives (`index`, `card`, `actions`, `saved`) are strings
 * only; their placeholders (`{shown}`, `{total}`, `{n}`, `{title}`) are filled in where they are shown.
 */
import { LENDERS } from '~/data/facts';
import { FREE_CONDITION_SHORT } from './disclosures';
import { addressLines } from './address';

export const blog = {
  page: {
    title: 'Blog: Business Financing Guides, Case Studies and News',
    description:
      'Guides, case studies, market insights and news to help small and mid-size businesses in Canada and the US find the right financing.',
    eyebrow: 'Resources',
    heading: 'The Boundless AI Blog',
    intro:
      'Practical guides, real funding stories, market insights and company news for owners who want to borrow smarter.',
  },
  index: {
    /** Tab labels, by tab id (the ids are the `?category=` values in every language). */
    tabs: {
      all: 'All',
      'press-releases': 'Press Releases',
      'case-studies': 'Case Studies',
      guides: 'Guides',
      'market-insights': 'Market Insights',
    },
    tablist: 'Article categories',
    rotation: 'category rotation',
    featured: 'Featured',
    empty: 'No articles in this category yet.',
    latest: 'Latest Articles',
    /** Before the count once a tab filters the list: 'Guides: 6 articles'. */
    filtered: '{label}: ',
    showing: 'Showing {shown} of {total} articles',
    count: '{total} articles',
    loadMore: 'Load More Articles',
  },
  card: {
    read: 'Read Article',
    /** After 'Read Article', for screen readers only: which article (French puts a non-breaking space before « : »). */
    readHint: ': {title}',
    /** Category names as tags show them, by category key. */
    categories: {
      'Press Release': 'Press Release',
      Guide: 'Guide',
      'Case Study': 'Case Study',
      Insights: 'Insights',
    },
  },
  article: {
    back: 'Back to Blog',
    pressBadge: 'Press Release',
    updated: 'Updated',
    readTime: '{n} min read',
    about: 'About this article',
    related: 'Related Articles',
  },
  getStarted: {
    title: 'Ready to Get Started?',
    text: `Build one business profile, complete one guided application and compare offers from ${LENDERS} verified lenders. Free for businesses, with your data shared only with the lenders you choose. ${FREE_CONDITION_SHORT}`,
    cta: 'Get Started Free',
    learnMore: 'Learn More',
    learnMoreSr: ' about how Boundless AI works',
  },
  press: {
    title: 'Ready to Access Capital for Your Business?',
    text: `One profile and one guided application put your business in front of ${LENDERS} verified lenders, with funding from $3,000 to $300 million. It is free for businesses. ${FREE_CONDITION_SHORT}`,
    highbeam: 'Already banking with Highbeam?',
    apply: 'Apply today',
    applySr: ' for Highbeam capital (opens in a new tab)',
  },
  actions: {
    share: 'Share',
    save: 'Save',
    saved: 'Saved',
    copied: 'Link copied to your clipboard.',
    copyBelow: 'Copy the link below to share this article.',
    savedNote: 'Saved to your reading list in this browser.',
    removedNote: 'Removed from your reading list.',
    link: 'Article link',
  },
  saved: {
    title: 'Your saved articles',
    note: 'Kept in this browser only.',
    remove: 'Remove',
    removeSr: ' {title} from saved articles',
  },
  feed: {
    title: 'Boundless AI Blog',
    description: 'Guides, case studies, market insights and news about financing for small and mid-size businesses.',
  },
  legal: {
    updated: 'Last updated',
    contents: 'Contents',
    eyebrow: 'Legal',
    privacyIntro: 'What we collect, why we collect it, and the choices you have.',
    officer: 'Privacy Officer',
    attention: 'Attn: Privacy Officer',
    email: 'E-mail:',
    /** The privacy officer's postal address, line by line. */
    addressLines,
  },
};
