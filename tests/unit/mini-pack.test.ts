// cspell:locale en,fr -- French words as the index holds them.
// cspell:ignore rembours affactrage -- a stem and a misspelling, on purpose.
/** The packed MiniSearch index (src/lib/mini-pack.ts) searches as the index MiniSearch's own `loadJS` reads. */
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { pack, postingsOf, unpack } from '~/lib/mini-pack';
import { stems } from '~/lib/chat-model';

const options = {
  fields: ['title', 'text'],
  storeFields: ['kind'],
  idField: 'slug',
  tokenize: stems('fr'),
  processTerm: (t: string) => t,
};
const WORDS = [
  'affacturage',
  'affaires',
  'avance',
  'avances',
  'financement',
  'financer',
  'fonds',
  'inventaire',
  'prêt',
  'prêteur',
  'prêteurs',
  'relevés',
  'remboursement',
  'rembourser',
  'terme',
  'équipement',
];
// Documents sharing prefixes and words, in two fields, one removed (MiniSearch keeps its postings until a vacuum).
const docs = Array.from({ length: 240 }, (_, n) => ({
  slug: `doc-${n}`,
  kind: n % 3 === 0 ? 'faq' : 'page',
  title: `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]}`,
  text: Array.from({ length: 12 }, (_, i) => WORDS[(n * 5 + i * 3) % WORDS.length]).join(' '),
}));
const built = new MiniSearch<(typeof docs)[number]>(options);
built.addAll(docs);
built.discard('doc-17');
const plain = built.toJSON();
const packed = JSON.parse(JSON.stringify(pack(plain, options))) as ReturnType<typeof pack>;

const QUERIES = ['prêteur', 'financement équipement', 'affactrage', 'rembours', 'avance de fonds', 'terme inventaire'];
const SEARCHES = [
  {},
  { fuzzy: 0.25, prefix: true },
  { boost: { title: 2.5 }, combineWith: 'AND' as const },
  { fuzzy: (t: string) => (t.length > 4 ? 0.2 : 0), prefix: (t: string) => t.length > 3 },
];

describe('a packed MiniSearch index', () => {
  it('finds, ranks and scores as the index loadJS reads, with typos and prefixes', () => {
    const loaded = MiniSearch.loadJS(plain, options);
    const unpacked = unpack(packed, options);
    for (const query of QUERIES) {
      let found = 0;
      for (const search of SEARCHES) {
        const expected = loaded.search(query, search);
        found += expected.length;
        expect(unpacked.search(query, search), query).toEqual(expected);
      }
      // The misspelt query is found only with typo tolerance, but each query by some search.
      expect(found, query).toBeGreaterThan(0);
    }
    expect(unpacked.documentCount).toBe(239);
    expect(unpacked.search('avance').some((r) => r.id === 'doc-17')).toBe(false);
  });

  it('gives a term’s postings without loading, and none for a term it does not hold', () => {
    const index = new Map(plain.index);
    for (const term of ['pret', 'affair', 'equip', 'rembours']) {
      const pairs = Object.entries(index.get(term) ?? {}).map(([field, docsOf]) => [
        Number(field),
        Object.entries(docsOf).flatMap(([doc, freq]) => [Number(doc), freq]),
      ]);
      expect(pairs.length, term).toBeGreaterThan(0);
      expect(postingsOf(packed, term)).toEqual(pairs);
    }
    expect(postingsOf(packed, 'pre')).toBeUndefined();
    expect(postingsOf(packed, 'zzz')).toBeUndefined();
  });
});
