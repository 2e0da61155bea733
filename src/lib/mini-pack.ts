/**
 * A MiniSearch index stored as it lives in memory, so that a cold function loads it fast. `MiniSearch.loadJS` reads
 * every posting list's keys back from strings and inserts the terms into its radix tree one at a time, which was
 * most of a cold French hedge's index load. Here the tree is stored whole, postings as arrays of numbers, and
 * loading only makes the Maps. A document's id, field lengths and stored fields are arrays by short id (MiniSearch
 * numbers documents 0, 1, 2… as they are added; null where one was removed), not pairs of short id and value. This
 * sets MiniSearch's internal fields (version 7.2, pinned by package-lock.json): tests/unit/mini-pack.test.ts checks
 * that a packed index searches as the one `loadJS` reads.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

/** A term's postings: per field id, its documents' short ids and term frequencies, alternating. */
export type Postings = [number, number[]][];
/** A tree node: each edge's label and the node under it; under the empty label, the term's postings. */
type PackedNode = [string, PackedNode | Postings][];
type Scalars = Omit<AsPlainObject, 'index' | 'documentIds' | 'fieldLength' | 'storedFields'>;
export type PackedIndex = {
  scalars: Scalars;
  ids: (string | number | null)[];
  lengths: number[][];
  /** Each stored field's values, by short id. */
  stored: Record<string, unknown[]>;
  tree: PackedNode;
};

type Leaf = Map<number, Map<number, number>>;
type Tree = Map<string, Tree | Leaf | Postings>;
type Internals = {
  _index: { _tree: Tree };
  _documentIds: Map<number, string | number>;
  _idToShortId: Map<string | number, number>;
  _fieldLength: Map<number, number[]>;
  _storedFields: Map<number, Record<string, unknown>>;
};
const LEAF = '';

const packNode = (tree: Tree): PackedNode =>
  [...tree].map(([label, under]) => [
    label,
    label === LEAF ? [...(under as Leaf)].map(([field, docs]) => [field, [...docs].flat()]) : packNode(under as Tree),
  ]);

/**
 * An index in the packed form. It is read back through `loadJS` first, so that its tree and postings are in the
 * order a loaded index has them, and a packed index ranks ties as the loaded one did.
 */
export function pack<T>(plain: AsPlainObject, options: Options<T>): PackedIndex {
  const loaded = MiniSearch.loadJS(plain, options) as unknown as Internals;
  const { index: _i, documentIds: _d, fieldLength: _f, storedFields: _s, ...scalars } = plain;
  const last = [...loaded._documentIds.keys()].reduce((a, b) => Math.max(a, b), -1);
  const shorts = Array.from({ length: last + 1 }, (_, short) => short);
  const fields = options.storeFields ?? [];
  return {
    scalars,
    ids: shorts.map((short) => loaded._documentIds.get(short) ?? null),
    lengths: shorts.map((short) => loaded._fieldLength.get(short) ?? []),
    stored: Object.fromEntries(fields.map((f) => [f, shorts.map((short) => loaded._storedFields.get(short)?.[f])])),
    tree: packNode(loaded._index._tree),
  };
}

function unpackNode(node: PackedNode, lean: boolean): Tree {
  const tree: Tree = new Map();
  for (const [label, under] of node) {
    if (label !== LEAF) tree.set(label, unpackNode(under as PackedNode, lean));
    else tree.set(label, lean ? (under as Postings) : postingMaps(under as Postings));
  }
  return tree;
}

const postingMaps = (postings: Postings) => {
  const fields = new Map<number, Map<number, number>>();
  for (const [field, pairs] of postings) {
    const docs = new Map<number, number>();
    for (let i = 0; i < pairs.length; i += 2) docs.set(pairs[i], pairs[i + 1]);
    fields.set(field, docs);
  }
  return fields;
};

/**
 * The MiniSearch a packed index stands for, with the options it was built with. `lean`, for `topOf` (mini-top.ts):
 * each term's postings stay the packed arrays and the map from ids to short ids is not made, which MiniSearch's own
 * search and updates need; making the 93,000 postings of the French examples into Maps was 50 ms of a cold reply.
 */
export function unpack<T>(packed: PackedIndex, options: Options<T>, lean = false): MiniSearch<T> {
  const empty = { ...packed.scalars, index: [], documentIds: {}, fieldLength: {}, storedFields: {} };
  const mini = MiniSearch.loadJS<T>(empty, options);
  const m = mini as unknown as Internals;
  const present = packed.ids.flatMap((id, short) => (id === null ? [] : [[short, id] as const]));
  m._documentIds = new Map(present);
  if (!lean) m._idToShortId = new Map(present.map(([short, id]) => [id, short]));
  m._fieldLength = new Map(present.map(([short]) => [short, packed.lengths[short]]));
  const stored = Object.entries(packed.stored);
  m._storedFields = new Map(
    present.map(([short]) => {
      const fields: Record<string, unknown> = {};
      for (const [field, values] of stored) if (values[short] != null) fields[field] = values[short];
      return [short, fields];
    }),
  );
  m._index._tree = unpackNode(packed.tree, lean);
  return mini;
}

/** A term's postings in a packed index, found by walking its tree, without loading it. */
export function postingsOf(packed: PackedIndex, term: string): Postings | undefined {
  let node = packed.tree;
  let rest = term;
  for (;;) {
    const edge = node.find(([label]) => (rest === '' ? label === LEAF : label !== LEAF && rest.startsWith(label)));
    if (!edge) return undefined;
    if (edge[0] === LEAF) return edge[1] as Postings;
    rest = rest.slice(edge[0].length);
    node = edge[1] as PackedNode;
  }
}
