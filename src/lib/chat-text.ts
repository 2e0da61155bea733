/**
 * The assistant's replies are plain text with Markdown-style links `[label](href)` and `- ` list lines.
 * This turns them into blocks the widget renders as React elements (text is never injected as HTML), and
 * only lets through site paths, https URLs and mailto: links.
 */
export type Inline = { type: 'text'; text: string } | { type: 'link'; text: string; href: string; external: boolean };
export type Block = { type: 'p'; content: Inline[] } | { type: 'ul'; items: Inline[][] };

/** A safe href, or null: a site path ("/x", not "//x"), an https URL or a mailto: address. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^\/(?![/\\])/.test(h)) return h;
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(h)) return h;
  try {
    const url = new URL(h);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    const href = safeHref(m[2]);
    if (href) out.push({ type: 'link', text: m[1], href, external: /^https:/i.test(href) });
    else out.push({ type: 'text', text: m[1] });
    last = index + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseChatText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = /^\s*[-•]\s+(.*)$/.exec(line);
    const previous = blocks[blocks.length - 1];
    if (item) {
      if (previous?.type === 'ul') previous.items.push(parseInline(item[1]));
      else blocks.push({ type: 'ul', items: [parseInline(item[1])] });
    } else if (line.trim() === '') {
      continue;
    } else {
      blocks.push({ type: 'p', content: parseInline(line) });
    }
  }
  return blocks;
}
