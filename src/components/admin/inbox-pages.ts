// The inbox's paging and search helpers: pure, so InboxView keeps to its states and rendering.
import { field, fullName, type AdminRecord } from './record';

export type Status = 'loading' | 'error' | 'ready';
export type Page = { records: AdminRecord[]; total: number; next: string | null };
/** Records fetched for searching, each with its lower-cased text; `next` is null once every page is in. */
export type SearchCache = {
  records: AdminRecord[];
  text: string[];
  ids: Set<string>;
  next: string | null;
};

/** Appends records not seen yet, keeping the newest-first order of the pages. */
export function merge(current: AdminRecord[], page: AdminRecord[]): AdminRecord[] {
  const seen = new Set(current.map((r) => r.id));
  return [...current, ...page.filter((r) => !seen.has(r.id))];
}

export const searchText = (record: AdminRecord, fields: readonly string[]) =>
  [fullName(record), ...fields.map((f) => field(record, f))].join('\n').toLowerCase();

export const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
export const bulkUrl = (endpoint: string, size: number) => `${endpoint}?limit=${size}`;
/** A link with one query parameter set. */
export function withParam(link: string, name: string, value: string): string {
  const url = new URL(link, window.location.origin);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
/** A Link target with the bulk page size. */
export function withLimit(link: string, size: number): string {
  const url = new URL(link, window.location.origin);
  url.searchParams.set('limit', String(size));
  return url.pathname + url.search;
}
export const number = (n: number) => n.toLocaleString('en-US');
