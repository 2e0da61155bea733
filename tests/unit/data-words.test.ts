import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// src/data holds facts (figures, ids, lists, URLs, functions on them): the words a visitor or a member of staff
// reads are in the dictionaries, src/i18n/<locale>/*.ts. This reads every string of src/data/*.ts (not comments,
// imports or types) and fails on one that looks like words: a letter and a space.
const DATA = resolve(__dirname, '../../src/data');

type Exception = {
  file: string;
  /** The properties or constants whose strings are let through; every string of the file when left out. */
  keys?: readonly string[];
  reason: string;
};

/** Words that are facts: names and titles as they are, or texts kept word for word as a record. */
const FACTS: readonly Exception[] = [
  { file: 'company.ts', keys: ['name'], reason: 'the founders’ names' },
  { file: 'testimonials.ts', keys: ['name', 'company'], reason: 'the names of the people quoted and their businesses' },
  { file: 'lenders.ts', keys: ['lenders'], reason: 'the lenders’ names' },
  { file: 'feature-brand.ts', keys: ['FEATURE_BRAND_TEXT'], reason: 'the brand’s name' },
  {
    file: 'product-sources.ts',
    keys: ['publisher', 'publisherFr', 'title', 'titleFr'],
    reason: 'the documents cited: their publishers and titles as published',
  },
  { file: 'keyword-links.ts', keys: ['keyword'], reason: 'the phrases looked for in an article, in its language' },
  {
    file: 'newsletter.ts',
    keys: ['2026-11', '2026-11-fr'],
    reason: 'consent wordings: the exact words a subscriber agreed to, stored by version',
  },
  {
    file: 'staff-roles.ts',
    keys: ['RETENTION_ACTOR_NAME', 'ENV_ACTOR_NAME'],
    reason: 'actor names the functions write into records: names, not sentences',
  },
];

/** Looks like words: a letter, and a space between two non-spaces ('Less than 6 months', not 'abl' or '/abl'). */
const looksLikeWords = (text: string) => /\p{L}/u.test(text) && /\S\s+\S/u.test(text);

/** The name a string belongs to: its property's, or its constant's ('' at the top level of an expression). */
function keyOf(node: ts.Node): string {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isPropertyAssignment(n) || ts.isVariableDeclaration(n)) {
      const name = n.name;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
    }
  }
  return '';
}

type Found = { file: string; line: number; key: string; text: string };

/** Every string of a data file that looks like words, with where it is. */
function wordsIn(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(join(DATA, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!looksLikeWords(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, line, key: keyOf(node), text });
  };
  const visit = (node: ts.Node): void => {
    // Module names and types are no text a person reads.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return add(node, node.text);
    if (ts.isTemplateExpression(node)) {
      // The template's own text, with a mark where each value goes: `We reply within ${hours} hours.`
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const allowed = (f: Found) => FACTS.some((e) => e.file === f.file && (!e.keys || e.keys.includes(f.key)));

const files = readdirSync(DATA).filter((name) => name.endsWith('.ts'));

describe('src/data', () => {
  it('holds no sentence or label: the words are in the dictionaries', () => {
    const words = files.flatMap(wordsIn).filter((f) => !allowed(f));
    expect(words.map((f) => `src/data/${f.file}:${f.line} (${f.key || 'no key'}): ${f.text}`)).toEqual([]);
  });

  it('lets through only what its exceptions name, each still needed', () => {
    const found = files.flatMap(wordsIn);
    for (const e of FACTS) {
      expect(files, e.file).toContain(e.file);
      const keys = e.keys ?? [''];
      for (const key of keys) {
        const hit = found.some((f) => f.file === e.file && (!e.keys || f.key === key));
        expect(hit, `${e.file} ${key}: ${e.reason}`).toBe(true);
      }
    }
  });

  it('finds words where they are', () => {
    expect(looksLikeWords('Less than 6 months')).toBe(true);
    expect(looksLikeWords('We reply within {} hours.')).toBe(true);
    for (const fact of ['merchant-cash-advance', '/financial-products#term-loans', '2026-11', '1 000', 'Canada'])
      expect(looksLikeWords(fact), fact).toBe(false);
  });
});
