/**
 * Sätteri hast plugin: groups an article body into <section> elements, one per `##` heading with the content
 * that follows it, each marked data-reveal so it fades in when scrolled into view. A table scrolls sideways on a
 * phone when its words are long (French ones are), so it takes keyboard focus, to be scrolled without a mouse.
 */
import type { HastPluginDefinition } from 'satteri';

type Node = { type: string; tagName?: string; children?: Node[]; properties?: Record<string, unknown> };

/** The tree's nodes are read-only: a table is replaced by a copy that takes focus. */
const focusable = (c: Node): Node =>
  c.type === 'element' && c.tagName === 'table'
    ? { type: 'element', tagName: 'table', properties: { ...c.properties, tabIndex: 0 }, children: c.children }
    : c;

export const sectionizePlugin: HastPluginDefinition = {
  name: 'sectionize',
  before(root, ctx) {
    // Articles only: legal pages choose their own layout (plain or fading) around the same text.
    if (!ctx.fileURL?.pathname.includes('/content/blog/')) return;
    const children = (root.children as unknown as Node[]).map(focusable);
    const out: Node[] = [];
    let section: (Node & { properties: Record<string, string> }) | undefined;
    for (const child of children) {
      if (child.type === 'element' && child.tagName === 'h2') {
        section = { type: 'element', tagName: 'section', properties: { dataReveal: '' }, children: [child] };
        out.push(section);
      } else if (section && (child.type === 'element' || child.type === 'text')) {
        section.children!.push(child);
      } else {
        out.push(child);
      }
    }
    ctx.replaceNode(root, { type: 'root', children: out } as never);
  },
};
