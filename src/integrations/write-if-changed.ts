import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a generated file only when its text changed, through a temporary file and a rename: CI runs the unit
 * tests beside the build, so a reader must never see a half-written file, and an unchanged one keeps its time.
 * Returns whether it wrote.
 */
export function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return true;
}

/**
 * Writes generated JSON twice: the `.json` file for scripts and tests, and a `.json.mjs` module whose default
 * export is the same JSON as a string, for the functions. Bundled, a JSON import becomes a JavaScript object
 * literal, which V8 builds slowly on first use; `JSON.parse` of the same text is several times faster (a cold
 * French reply 520 → 245 ms, docs/chat-rounds.md).
 */
export function writeJsonAndModule(file: string, json: string): boolean {
  const wrote = writeIfChanged(file, json);
  const module = `// Generated from ${file.split('/').pop()}: see src/integrations/write-if-changed.ts.\nexport default ${JSON.stringify(json)};\n`;
  return writeIfChanged(file.replace(/\.json$/, '.json.mjs'), module) || wrote;
}
