// The content editor's UI as the CMS proof drives it, and the checkout it works on.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseFrontmatter } from 'astro/markdown';
import { fillCopy, pickerReturnsCopy, type RepoFile } from './cms-local-repo';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The editor's pane of a language, and a field of it by its label. */
export const pane = (page: Page, language: 'English' | 'French') =>
  page.getByRole('group', { name: new RegExp(`^Edit \\W?${language}\\W? Content$`) });
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const field = (editor: Locator, label: string) =>
  editor.getByRole('group', { name: new RegExp(`^“\\W?${escapeRegExp(label)}\\W?” Field$`) });

/** The editor renders a field once it scrolls into view: scroll down the pane until `label` is there. */
export async function reveal(editor: Locator, label: string): Promise<Locator> {
  const target = field(editor, label);
  await expect(async () => {
    await editor
      .getByRole('group', { name: /” Field$/ })
      .last()
      .scrollIntoViewIfNeeded();
    await expect(target).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await target.scrollIntoViewIfNeeded();
  return target;
}

/**
 * Fills a text field and checks it holds the text, else fills it again. As the editor opens a new entry it moves
 * focus into its dialog once; text typed just before that goes nowhere and the field stays empty.
 */
export async function type(box: Locator, text: string) {
  await expect(async () => {
    await box.fill(text);
    await expect(box).toHaveValue(text, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Frontmatter and body as the build reads them (Astro's own parser). */
export const read = (file: RepoFile) => {
  const { frontmatter, content } = parseFrontmatter(file.text);
  return { data: frontmatter as Record<string, unknown>, body: content };
};

/** The checkout at ROOT copied to a temporary folder, `files` added; its packages are the checkout's, linked. */
export function copyOfCheckout(files: RepoFile[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'cms-proof-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const path of listed.split('\0').filter((p) => p && existsSync(join(ROOT, p)))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(ROOT, path), join(dir, path));
  }
  // Package by package, so the copy's build keeps caches of its own (node_modules/.astro, .vite).
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules')))
    if (!['.astro', '.vite', '.cache'].includes(name))
      symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  for (const { path, text } of files) writeFileSync(join(dir, path), text);
  return dir;
}

/** The editor's preview pane when it is a frame: a preview template's (the article's), or with preview styles. */
export const PREVIEW = 'iframe[title="Content Preview"]';

/** The editor opened on the local repository: an OPFS copy of `files` (paths under content/). */
export async function openLocalRepository(page: Page, files: RepoFile[]) {
  // No network here: the editor's UI fonts (jsDelivr) and its update check (unpkg) fail at once, not after a
  // timeout. Its own files come from this site.
  await page.route(/^https:\/\/(cdn\.jsdelivr\.net|unpkg\.com)\//, (route) => route.abort());
  await pickerReturnsCopy(page);
  await page.goto('/cms/');
  await fillCopy(page, ROOT, files);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
}
