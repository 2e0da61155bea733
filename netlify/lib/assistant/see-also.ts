/**
 * "See also": a reply drawn from a page about one of the site's subjects (a product, the costs, data
 * protection, partnerships, the company) also links that subject's other pages (src/data/chat-topics.ts), so a
 * visitor lands on the product's guide and calculator, the privacy policy or the right partner page even when
 * the search ranked another page of the subject first.
 */
import { chatTopics } from '~/data/chat-topics';
import { idf, tokenize, type Passage, type SearchIndex } from '~/lib/search';
import type { Link } from './replies';

/** A word of a product's name this rare names the product alone ("mca", "po", "abl"; not "prêt" or "term"). */
const NAMING_IDF = 2;

/**
 * The products whose name the question uses (two of its words, or one rare word): "avance de fonds" names the
 * merchant cash advance even when a page about something else ranked first, so its subject's pages come first
 * in the see-also line.
 */
export function namedProducts(index: SearchIndex, question: string): Passage[] {
  const asked = new Set(tokenize(question, index.locale));
  return index.passages
    .filter((p) => p.kind === 'product')
    .filter((p) => {
      const used = [...new Set(tokenize(p.title, index.locale))].filter((w) => asked.has(w));
      return used.length >= 2 || used.some((w) => idf(index, w) >= NAMING_IDF);
    });
}

/** Pages a "see also" line adds at most. */
export const MAX_SEE_ALSO = 3;

/** An article is a member of its subject by any of its sections. */
const memberId = (p: Passage) => (p.kind === 'blog' ? p.id.replace(/:\d+$/, ':0') : p.id);

/** The pages of the subjects `passages` belong to (the first passage's subject first), minus those already linked. */
export function seeAlso(index: SearchIndex, passages: Passage[], linked: Link[], max = MAX_SEE_ALSO): Link[] {
  const out: Link[] = [];
  const taken = new Set(linked.map((l) => l.href));
  for (const passage of passages) {
    const id = memberId(passage);
    for (const topic of chatTopics.filter((t) => t.members.includes(id))) {
      for (const pageId of topic.pages) {
        const page = index.byId.get(pageId);
        if (!page || taken.has(page.url) || out.length >= max) continue;
        taken.add(page.url);
        out.push({ label: page.title, href: page.url });
      }
    }
  }
  return out;
}
