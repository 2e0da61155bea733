// Exactly once: every id answered 201 is in the staff list once, read back through the admin paging.
import { TOKEN } from './config.ts';

const authorised = { Authorization: `Bearer ${TOKEN}` };
const totalOf = async (url: string, path: string) =>
  Number((await fetch(`${url}${path}?limit=1`, { headers: authorised })).headers.get('x-total-count'));

async function listAll(url: string, path: string): Promise<{ id: string }[]> {
  const items: { id: string }[] = [];
  let next: string | undefined = `${path}?limit=500`;
  while (next) {
    const res: Response = await fetch(url + next, { headers: authorised });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    items.push(...((await res.json()) as { id: string }[]));
    next = res.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
  }
  return items;
}

/** Requests still in flight when a run ends are answered after it: waits until the total stops moving. */
async function drained(url: string, path: string) {
  let last = -1;
  for (let total = await totalOf(url, path); total !== last; total = await totalOf(url, path)) {
    last = total;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Every id answered 201 is in the staff list exactly once, and no id is listed twice. */
export async function exactlyOnce(url: string, list: string, acceptedIds: string[]) {
  await drained(url, list);
  const storedIds = (await listAll(url, list)).map((r) => r.id);
  const counts = new Map<string, number>();
  for (const id of storedIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const missing = acceptedIds.filter((id) => !counts.has(id)).length;
  const duplicated = [...counts.values()].filter((c) => c > 1).length;
  return {
    accepted: acceptedIds.length,
    stored: storedIds.length,
    missing,
    duplicated,
    exactlyOnce: missing === 0 && duplicated === 0 && new Set(acceptedIds).size === acceptedIds.length,
  };
}
