/**
 * Sveltia CMS's "Work with Local Repository" in a test. The editor asks for the checkout's folder through
 * `window.showDirectoryPicker()`, a native dialog no test can drive. Here the picker hands over a folder of the
 * browser's origin-private file system (OPFS) instead, which the test has filled with a copy of the checkout's
 * files: the CMS reads and writes it through the same File System Access API (directory and file handles) as
 * the real folder, and the test reads back what it wrote. Everything else is the editor as it ships.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';

/** The copy's folder in OPFS. */
const FOLDER = 'checkout';

/** A file of the checkout: its path from the root (with `/`) and its text. */
export type RepoFile = { path: string; text: string };

/** Every file under `dir` of the checkout at `root`, as text. */
export function filesUnder(root: string, dir: string): RepoFile[] {
  const walk = (abs: string): string[] =>
    readdirSync(abs).flatMap((name) => {
      const path = join(abs, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(join(root, dir)).map((abs) => ({
    path: relative(root, abs).split('\\').join('/'),
    text: readFileSync(abs, 'utf8'),
  }));
}

/**
 * Before the editor loads: the folder picker returns the OPFS copy and counts its calls. Chromium allows OPFS
 * on http://localhost (a secure context), where the editor offers the local repository.
 */
export async function pickerReturnsCopy(page: Page): Promise<void> {
  await page.addInitScript((folder) => {
    const w = window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>; picks: number };
    w.picks = 0;
    w.showDirectoryPicker = async () => {
      w.picks += 1;
      return (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
    };
  }, FOLDER);
}

/** How many times the editor opened the folder picker. */
export const pickerCalls = (page: Page) => page.evaluate(() => (window as unknown as { picks: number }).picks);

/**
 * Fills the OPFS copy with `files` and the checkout's `.git` (a folder in a clone, a file in a git worktree; the
 * editor checks for it to accept a folder as a repository's root).
 */
export async function fillCopy(page: Page, root: string, files: RepoFile[]): Promise<void> {
  const git = statSync(join(root, '.git')).isDirectory() ? null : readFileSync(join(root, '.git'), 'utf8');
  await page.evaluate(
    async ({ folder, files, git }) => {
      const copy = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      if (git === null) await copy.getDirectoryHandle('.git', { create: true });
      for (const { path, text } of [...files, ...(git === null ? [] : [{ path: '.git', text: git }])]) {
        const parts = path.split('/');
        let dir = copy;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { folder: FOLDER, files, git },
  );
}

/** Every file of the OPFS copy under `dir`, as the editor left them. */
export async function readCopy(page: Page, dir: string): Promise<RepoFile[]> {
  return page.evaluate(
    async ({ folder, dir }) => {
      type Dir = FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> };
      let start = (await (await navigator.storage.getDirectory()).getDirectoryHandle(folder)) as Dir;
      for (const part of dir.split('/')) start = (await start.getDirectoryHandle(part)) as Dir;
      const found: { path: string; text: string }[] = [];
      const walk = async (handle: Dir, path: string) => {
        for await (const [name, entry] of handle.entries()) {
          if (entry.kind === 'directory') await walk(entry as Dir, `${path}/${name}`);
          else
            found.push({
              path: `${path}/${name}`,
              text: await (await (entry as FileSystemFileHandle).getFile()).text(),
            });
        }
      };
      await walk(start, dir);
      return found;
    },
    { folder: FOLDER, dir },
  );
}

/** What the editor did to the copy: the files it wrote (new or changed) and the paths it removed. */
export function changes(before: RepoFile[], after: RepoFile[]): { written: RepoFile[]; removed: string[] } {
  const was = new Map(before.map((f) => [f.path, f.text]));
  const now = new Set(after.map((f) => f.path));
  return {
    written: after.filter((f) => was.get(f.path) !== f.text),
    removed: before.filter((f) => !now.has(f.path)).map((f) => f.path),
  };
}
