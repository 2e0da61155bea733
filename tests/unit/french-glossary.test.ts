// cspell:words sûreté sûretés
/**
 * The French glossary (docs/i18n.md, "Glossary"): one term per notion. Every rejected variant of the table is
 * searched for in the French dictionaries, the data modules and the French articles and legal texts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** An allowed phrase; `chat` when it is allowed only in the chat's knowledge (marked « (chat) » in the table). */
type Allowed = { text: string; chat: boolean };
type Row = { notion: string; write: string; never: string[]; allowed: Allowed[] };

/** The chat's knowledge, being rewritten apart: the only files where a « (chat) » phrase is allowed. */
const isChat = (file: string) => /^src\/data\/(knowledge|search-vocabulary)/.test(file);

/** The glossary table, read from the docs: the rule lives in one place. */
function glossary(): Row[] {
  const doc = readFileSync(join(root, 'docs/i18n.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Glossary'));
  const list = (cell: string) =>
    cell
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean);
  // « (chat) » marks an allowed phrase of the chat's knowledge, being rewritten apart: a note, not the phrase.
  const allowedList = (cell: string): Allowed[] =>
    list(cell).map((t) => ({ text: t.replace(/\s*\(chat\)$/, ''), chat: /\(chat\)$/.test(t) }));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) => line.split('|').slice(1, -1))
    .map(([notion, write, never, allowed]) => ({
      notion: notion.trim(),
      write: write.trim(),
      never: list(never),
      allowed: allowedList(allowed ?? ''),
    }));
}

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? files(path) : [path];
  });
}

const sources = [
  ...files('src/i18n/fr'),
  ...files('src/data'),
  ...files('content/blog/fr'),
  ...files('content/legal/fr'),
].filter((f) => /\.(tsx?|mdx?|json)$/.test(f));

/** One apostrophe, one space: the escapes and characters a file may use are read alike. */
const normalize = (text: string) =>
  text
    .replace(/\\u00a0|\\u202f/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/’/g, "'");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A word of three letters or more that ends in a letter may take a plural s: « entreprise SaaS » also finds
 * « entreprises SaaS ». Short words keep their form (« au » is not « aux », « de » is not « des »).
 */
const plural = (word: string) => (/\p{L}{3}$/u.test(word) ? 's?' : '');
/** The phrase as a whole word or words, singular or plural, as written or with a capital first letter. */
const phrase = (text: string, flags = 'gu') => {
  const words = normalize(text).split(/ +/);
  const first = words[0].charAt(0);
  const head = first.toUpperCase() === first ? escape(first) : `[${escape(first)}${escape(first.toUpperCase())}]`;
  const body = words.map((w, i) => `${i === 0 ? head + escape(w.slice(1)) : escape(w)}${plural(w)}`).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, flags);
};

const texts = sources.map((file) => ({ file, text: normalize(readFileSync(join(root, file), 'utf8')) }));
const rows = glossary();

describe('the French glossary', () => {
  it('is a table of at least ten notions, each with a term to write and variants to reject', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.write, row.notion).not.toBe('');
      expect(row.never.length, row.notion).toBeGreaterThan(0);
    }
  });

  it.each(rows.map((r) => [r.notion, r] as const))('%s: no rejected variant in French copy', (_notion, row) => {
    const found: string[] = [];
    for (const { file, text } of texts) {
      let rest = text;
      for (const allowed of row.allowed)
        if (!allowed.chat || isChat(file)) rest = rest.replace(phrase(allowed.text), ' ');
      for (const never of row.never)
        for (const m of rest.matchAll(phrase(never))) found.push(`${file}: « ${m[0]} » (write « ${row.write} »)`);
    }
    expect(found).toEqual([]);
  });

  it.each(rows.map((r) => [r.notion, r] as const))('%s: the chosen term is in use', (_notion, row) => {
    expect(texts.some(({ text }) => phrase(row.write, 'giu').test(text))).toBe(true);
  });

  it('catches what it should (a check that cannot fail proves nothing)', () => {
    const collateral = rows.find((r) => r.write === 'garantie')!;
    const hit = (text: string) => {
      let rest = normalize(text);
      for (const allowed of collateral.allowed) rest = rest.replace(phrase(allowed.text), ' ');
      return collateral.never.some((n) => phrase(n).test(rest));
    };
    expect(hit('les sûretés exigées')).toBe(true);
    expect(hit('Sûretés offertes')).toBe(true);
    expect(hit('une sûreté générale sur les actifs')).toBe(false);
    expect(hit('la Loi sur les sûretés mobilières')).toBe(false);
    const has = (never: string, text: string) => phrase(never).test(normalize(text));
    expect(has("province d'Ontario", 'la province d’Ontario')).toBe(true);
    expect(has('province d’Ontario', 'la province de l’Ontario')).toBe(false);
    expect(has('dette de croissance', 'une dette de\u00a0croissance')).toBe(true);
    expect(has('AFC', 'une AFC')).toBe(true);
    expect(has('AFC', 'mca afc avance')).toBe(false);
    expect(has('Sud de l’Ontario', 'du sud de l’Ontario')).toBe(false);
    expect(has('k$', 'jusqu’à 500\u00a0k$.')).toBe(true);
    expect(has('Revenus', '| Revenus |')).toBe(true);
    expect(has('Revenus', 'déclarations de revenus')).toBe(false);
    expect(has('taux de facteur', 'Un taux de\u00a0facteur de 1,3')).toBe(true);
    // A lower-case first letter finds a capital too: « Voir qui nous aidons » and « Qui nous aidons ».
    expect(has('qui nous aidons', 'Voir qui nous aidons')).toBe(true);
    expect(has('qui nous aidons', 'Qui nous aidons')).toBe(true);
    expect(has('mois lent', 'pendant les mois lents')).toBe(true);
    // A plural is the same term: a singular variant finds it, and no other word.
    expect(has('entreprise SaaS', 'parmi les options des entreprises SaaS.')).toBe(true);
    expect(has('entreprise SaaS', 'une entreprisesque SaaS')).toBe(false);
    expect(has('nom légal', 'les noms légaux')).toBe(false);
    // The verb of a rejected variant in every form the copy uses: the infinitive too.
    const meet = rows.find((r) => r.write === 'Nos fondateurs')!;
    expect(meet.never).toEqual(expect.arrayContaining(['rencontrez', 'rencontrer']));
    expect(meet.never.some((n) => has(n, 'pour rencontrer des entreprises vérifiées'))).toBe(true);
    expect(meet.never.some((n) => has(n, 'les problèmes que rencontrent les utilisateurs'))).toBe(false);
    // Credit history is « antécédents de crédit » (the SBA and MCA articles, the pre-qualification): the
    // anglicized « historique de crédit » is caught, plural included, and so is « historique d'exploitation ».
    expect(rows.find((r) => r.write === 'antécédents de crédit')?.never).toContain('historique de crédit');
    expect(has('historique de crédit', 'un historique de crédit mince')).toBe(true);
    expect(has('historique de crédit', 'des historiques de\u00a0crédit')).toBe(true);
    expect(has('historique de crédit', 'l’historique de paiement')).toBe(false);
    expect(rows.find((r) => r.write === "ans d'exploitation")?.never).toContain("historique d'exploitation");
    expect(has("historique d'exploitation", 'deux ans d’historique d’exploitation')).toBe(true);
    // « (chat) » is a note on an allowed phrase, not part of it.
    const amounts = rows.find((r) => r.never.includes('k$'))!;
    expect(amounts.allowed).toContainEqual({ text: 'de 700 k$ et une marge', chat: true });
    expect(isChat('src/data/knowledge-fr.ts')).toBe(true);
    expect(isChat('src/i18n/fr/tools.ts')).toBe(false);
  });
});
