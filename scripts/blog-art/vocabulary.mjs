// Which motifs a hero shows: the ones its heroAlt names, so the picture matches its alternative text.

/** Words in heroAlt → motif, in the order they are looked for. */
/** @type {[RegExp, string][]} */
const vocabulary = [
  [/boundless ai and .* marks/i, 'marks'],
  [/building blocks/i, 'blocks'],
  [/staircase/i, 'stairs'],
  [/shipping boxes on a staircase/i, 'boxStairs'],
  [/wave-shaped|revenue line/i, 'waveChart'],
  [/growth chart|rising growth/i, 'growthChart'],
  [/line chart/i, 'lineChart'],
  [/bar chart/i, 'barChart'],
  [/recurring-revenue chart/i, 'barChart'],
  [/loan agreement|agreement/i, 'agreement'],
  [/invoices?/i, 'invoices'],
  [/income statement|financial statements?|balance sheet/i, 'statement'],
  [/credit report/i, 'report'],
  [/purchase order document/i, 'agreement'],
  [/calendar/i, 'calendar'],
  [/piggy bank/i, 'piggyBank'],
  [/warehouse|shelves/i, 'warehouse'],
  [/shipping boxes|boxes/i, 'boxes'],
  [/payment terminal/i, 'terminal'],
  [/globe/i, 'globe'],
  [/lender icons|network/i, 'network'],
  [/shopping cart/i, 'cart'],
  [/safe\b/i, 'safe'],
  [/umbrella/i, 'umbrella'],
  [/gauge/i, 'gauge'],
  [/flags/i, 'flags'],
  [/store dashboard/i, 'dashboard'],
  [/laptop/i, 'laptop'],
  [/ledger/i, 'ledger'],
  [/approval badge/i, 'badge'],
  [/machining|cnc/i, 'machine'],
  [/magnifying glass/i, 'magnifier'],
  [/checklist/i, 'checklist'],
  [/id card/i, 'idCard'],
  [/binder/i, 'binder'],
  [/truck/i, 'truck'],
  [/highway|road/i, 'road'],
  [/factory/i, 'factory'],
  [/government building|bank icons/i, 'building'],
  [/office buildings/i, 'offices'],
  [/handshake/i, 'handshake'],
  [/folder/i, 'folder'],
  [/\bmap\b/i, 'map'],
  [/calculator/i, 'calculator'],
  [/runway/i, 'runway'],
  [/storefront/i, 'storefront'],
  [/circular flow|flow of cash|turning into cash/i, 'cashCycle'],
  [/lump-sum/i, 'bill'],
  [/buyer, a supplier|funder/i, 'people'],
  [/vault/i, 'vault'],
  [/coins/i, 'coins'],
];

/** @type {Record<string, string[]>} */
const fallback = {
  Guide: ['agreement', 'barChart', 'coins'],
  Insights: ['lineChart', 'calendar', 'coins'],
  'Case Study': ['barChart', 'coins'],
  'Press Release': ['marks', 'network', 'coins'],
};

/** A motif that already shows another one: warehouses hold boxes, box staircases are staircases. */
/** @type {Record<string, string[]>} */
const covers = { warehouse: ['boxes'], boxStairs: ['stairs', 'boxes'], laptop: ['barChart'] };

/**
 * The motifs an alt text names, in the order it names them (at most 4).
 * @param {string} alt
 * @param {string} category
 */
export function motifsFor(alt, category) {
  /** @type {{ motif: string, at: number }[]} */
  const found = [];
  for (const [re, motif] of vocabulary) {
    const m = re.exec(alt);
    if (m && !found.some((f) => f.motif === motif)) found.push({ motif, at: m.index });
  }
  const covered = new Set(found.flatMap((f) => covers[f.motif] ?? []));
  const names = found
    .filter((f) => !covered.has(f.motif))
    .sort((a, b) => a.at - b.at)
    .map((f) => f.motif);
  for (const f of fallback[category] ?? fallback.Guide) if (names.length < 2 && !names.includes(f)) names.push(f);
  return names.slice(0, 4);
}
