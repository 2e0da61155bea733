/**
 * "See also": a reply drawn from a page about one of the site's subjects (a product, the costs, data
 * protection, partnerships, the company) also links that subject's other pages (src/data/chat-topics.ts), so a
 * visitor lands on the product's guide and calculator, the privacy policy or the right partner page even when
 * the search ranked another page of the subject first.
 */
import { chatTopics } from '~/data/chat-topics';
import type { Passage, SearchIndex } from '~/lib/search';
import type { Link } from './replies';

/** Pages a "see also" line adds at most. */
export const MAX_SEE_ALSO = 2;

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
