import { describe, expect, it, vi } from 'vitest';
import { fetchWebFontLater, WEB_FONT } from '~/lib/web-font';

const root = (classes: string[] = []) =>
  ({ classList: { contains: (name: string) => classes.includes(name) } }) as unknown as HTMLElement;
const now = (run: () => void) => run();
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('fetchWebFontLater', () => {
  it('loads Inter when the page is idle and remembers it once a face arrived', async () => {
    const load = vi.fn(async () => [{} as FontFace]);
    const storage = { setItem: vi.fn() };
    let later: (() => void) | undefined;
    fetchWebFontLater(root(), { load }, storage, (run) => (later = run));
    expect(load).not.toHaveBeenCalled();
    later?.();
    await flush();
    expect(load).toHaveBeenCalledWith(`1em "${WEB_FONT.family}"`);
    expect(storage.setItem).toHaveBeenCalledWith(WEB_FONT.storageKey, '1');
  });

  it('does nothing on a page already in Inter', () => {
    const load = vi.fn(async () => []);
    fetchWebFontLater(root([WEB_FONT.className]), { load }, { setItem: vi.fn() }, now);
    expect(load).not.toHaveBeenCalled();
  });

  it('remembers nothing when no face loaded or the fetch failed', async () => {
    const storage = { setItem: vi.fn() };
    fetchWebFontLater(root(), { load: async () => [] }, storage, now);
    fetchWebFontLater(root(), { load: () => Promise.reject(new Error('offline')) }, storage, now);
    await flush();
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});
