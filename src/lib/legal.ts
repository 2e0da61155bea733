/** Helpers for the legal pages: one Markdown source, rendered as titled sections. */
export type LegalSection = { id: string; title: string; html: string };

/**
 * Splits rendered Markdown at each <h2> so every section can be its own landmark-free <section> (and fade in on
 * its own in the hero variant). Text before the first <h2> becomes a section with an empty id.
 */
export function splitSections(html: string): LegalSection[] {
  return html
    .split(/(?=<h2[\s>])/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const m = chunk.match(/^<h2[^>]*?(?:\sid="([^"]*)")?[^>]*>([\s\S]*?)<\/h2>/);
      return {
        id: m?.[1] ?? '',
        title: m ? m[2].replace(/<[^>]+>/g, '').trim() : '',
        html: chunk,
      };
    });
}
