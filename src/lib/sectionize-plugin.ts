/**
 * Sätteri hast plugin: groups an article body into <section> elements, one per `##` heading with the content
 * that follows it, each marked data-reveal so it fades in when scrolled into view.
 */
import type { HastPluginDefinition } from 'satteri';

type Node = { type: string; tagName?: string; children?: Node[] };

export const sectionizePlugin: HastPluginDefinition = {
  name: 'sectionize',
  before(root, ctx) {
    // Articles only: legal pages choose their own layout (plain or fading) around the same text.
    if (!ctx.fileURL?.pathname.includes('/content/blog/')) return;
    const children = root.children as unknown as Node[];
    if (!children.some((c) => c.type === 'element' && c.tagName === 'h2')) return;
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
