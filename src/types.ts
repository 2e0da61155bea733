/**
 * Types that more than one layer names (data tables, lib code, components, the functions). A leaf module: it
 * imports nothing of ours, so the lowest layer can use it.
 */

/** Our line icons; components/ui/icon-paths.ts draws each one. */
export type IconName =
  | 'search'
  | 'chevron-down'
  | 'chevron-right'
  | 'chevron-left'
  | 'arrow-right'
  | 'arrow-left'
  | 'external'
  | 'menu'
  | 'close'
  | 'mail'
  | 'phone'
  | 'clock'
  | 'calendar'
  | 'map-pin'
  | 'check'
  | 'star'
  | 'pause'
  | 'play'
  | 'sparkle'
  | 'folder'
  | 'building'
  | 'support'
  | 'chart'
  | 'shield'
  | 'lock'
  | 'users'
  | 'bolt'
  | 'globe'
  | 'code'
  | 'document'
  | 'share'
  | 'bookmark'
  | 'chat'
  | 'send'
  | 'user'
  | 'plus'
  | 'minus'
  | 'linkedin'
  | 'instagram'
  | 'x'
  | 'facebook'
  | 'eye'
  | 'check-circle'
  | 'zoom-in'
  | 'link'
  | 'bank'
  | 'calculator'
  | 'megaphone'
  | 'route'
  | 'trending'
  | 'filter'
  | 'rocket'
  | 'plug'
  | 'refresh'
  | 'coins'
  | 'pie'
  | 'info'
  | 'layers';

/** The industry cards' pictograms; components/solutions/industry-icon-paths.ts draws each one. */
export type IndustryIconName = 'cart' | 'code' | 'store' | 'briefcase' | 'factory' | 'truck' | 'grid';

/** One searchable passage: an FAQ answer, a product, a page or tool section, or a section of a blog article. */
export type Passage = {
  id: string;
  kind: 'faq' | 'product' | 'page' | 'tool' | 'blog';
  /** Site-relative path (with anchor) or an absolute https URL. */
  url: string;
  /** Label of the link to the passage (the product, page or article title). */
  title: string;
  /** Name of the page the passage is on, as a reply names it ("Financial Products"); defaults to the title. */
  page?: string;
  /** Section heading inside that page, when the passage is one section of it. */
  heading?: string;
  /** Plain text searched and quoted from. */
  text: string;
  /** Short curated answer given when this passage is the best match (site content only). */
  answer?: string;
  /** An article's summary (its excerpt): searched, never quoted. */
  summary?: string;
  /** Extra words people use for this topic; indexed, never shown. */
  keywords?: string;
  /** Questions visitors ask that this passage answers (curated, or an article's `questions:`); indexed, boosted. */
  questions?: string[];
};

/** One column of a CSV export: the record field and its header. */
export type CsvColumn = { key: string; header: string };

/** What happened to one record's staff alert, as GET /api/alerts answers and the admin shows it. */
export type AlertState =
  | { state: 'none' }
  | { state: 'pending'; attempts: number; nextAttemptAt: string; lastError?: string }
  | { state: 'sent'; at: string; attempts: number }
  | { state: 'failed'; at: string; attempts: number; lastError?: string };
