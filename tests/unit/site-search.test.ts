import { describe, expect, it } from 'vitest';
import { isSearchShortcut, resultHref } from '~/lib/site-search';

const key = (k: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: 'BODY' } as unknown as EventTarget,
  ...extra,
});
const field = (tagName: string, isContentEditable = false) =>
  ({ tagName, isContentEditable }) as unknown as EventTarget;

describe('the search shortcut', () => {
  it('"/" opens the search outside a text field, and types a slash inside one', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', { target: field('INPUT') }))).toBe(false);
    expect(isSearchShortcut(key('/', { target: field('TEXTAREA') }))).toBe(false);
    expect(isSearchShortcut(key('/', { target: field('DIV', true) }))).toBe(false);
  });

  it('Ctrl+K and ⌘K open it anywhere, a text field included; other keys do not', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true, target: field('INPUT') }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('?'))).toBe(false);
  });
});

describe('a result link', () => {
  it('is the URL the site serves: no .html, the home pages as / and /fr', () => {
    expect(resultHref('/blog/invoice-factoring-vs-invoice-financing.html')).toBe(
      '/blog/invoice-factoring-vs-invoice-financing',
    );
    expect(resultHref('/fr/blog/abl.html')).toBe('/fr/blog/abl');
    expect(resultHref('/')).toBe('/');
    expect(resultHref('/fr.html')).toBe('/fr');
    expect(resultHref('/fr/')).toBe('/fr');
    expect(resultHref('/index.html')).toBe('/');
    expect(resultHref('/financial-products.html#term-loans')).toBe('/financial-products#term-loans');
  });
});
