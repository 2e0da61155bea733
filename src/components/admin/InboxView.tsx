import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ADMIN_BULK_PAGE_SIZE, ADMIN_PAGE_SIZE, type Inbox } from '../../data/admin-inboxes';
import { ApiError, getJson, parseNextLink } from '../../lib/api';
import { toCsv } from '../../lib/format';
import PlaceholderCards from './PlaceholderCards';
import { field, fullName, type AdminRecord } from './record';

type Props = {
  inbox: Inbox;
  token: string;
  /** Changing it reloads the list from the first page (after an erase). */
  reloadKey: number;
  /** Called when the server no longer accepts the secret. */
  onUnauthorized: () => void;
  /** Renders the (filtered) records: a card grid, or transcripts grouped by conversation. */
  children: (records: AdminRecord[]) => ReactNode;
};

type Status = 'loading' | 'error' | 'ready';
type Busy = null | 'more' | 'all' | 'export';

/** Appends records not seen yet, keeping the newest-first order of the pages. */
function merge(current: AdminRecord[], page: AdminRecord[]): AdminRecord[] {
  const seen = new Set(current.map((r) => r.id));
  return [...current, ...page.filter((r) => !seen.has(r.id))];
}

function matches(record: AdminRecord, fields: readonly string[], query: string): boolean {
  const haystack = [fullName(record), ...fields.map((f) => field(record, f))].join('\n').toLowerCase();
  return haystack.includes(query);
}

function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes spreadsheet apps read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * One staff inbox: loading placeholders, the red error card, the empty state, or the records with
 * 'Total …: N', Load more (following the Link header), search and CSV export of everything.
 */
export default function InboxView({ inbox, token, reloadKey, onUnauthorized, children }: Props) {
  const ids = useId();
  const [status, setStatus] = useState<Status>('loading');
  const [items, setItems] = useState<AdminRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState('');
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  // Set when fetching everything for a search failed, so the search does not retry in a loop.
  const [bulkFailed, setBulkFailed] = useState(false);
  // The latest state for async loops, and a generation counter so answers for an old list are dropped.
  const latest = useRef({ items, next });
  latest.current = { items, next };
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (url: string) => {
      const { data, response } = await getJson<unknown>(url, { Authorization: `Bearer ${token}` });
      const records = Array.isArray(data) ? (data as AdminRecord[]).filter((r) => r && typeof r === 'object') : [];
      const count = Number(response.headers.get('x-total-count'));
      return { records, total: Number.isFinite(count) ? count : records.length, next: parseNextLink(response.headers.get('link')) };
    },
    [token],
  );

  /** True when the error was handled as a sign-out. */
  const signedOut = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) {
        onUnauthorized();
        return true;
      }
      console.error(`Failed to load ${inbox.noun}`, err);
      return false;
    },
    [inbox.noun, onUnauthorized],
  );

  useEffect(() => {
    const gen = ++generation.current;
    setStatus('loading');
    setItems([]);
    setNext(null);
    setNotice('');
    setBulkFailed(false);
    fetchPage(`${inbox.endpoint}?limit=${ADMIN_PAGE_SIZE}`)
      .then((page) => {
        if (gen !== generation.current) return;
        setItems(page.records);
        setTotal(page.total);
        setNext(page.next);
        setStatus('ready');
      })
      .catch((err) => {
        if (gen !== generation.current) return;
        if (!signedOut(err)) setStatus('error');
      });
  }, [inbox.endpoint, fetchPage, signedOut, reloadKey, attempt]);

  /** Follows the Link header to the end, 500 records a request; returns every record. */
  const loadAll = useCallback(async (): Promise<AdminRecord[]> => {
    const gen = generation.current;
    let all = latest.current.items;
    let url = latest.current.next;
    while (url) {
      const bulk = new URL(url, window.location.origin);
      bulk.searchParams.set('limit', String(ADMIN_BULK_PAGE_SIZE));
      const page = await fetchPage(bulk.pathname + bulk.search);
      if (gen !== generation.current) throw new Error('List reloaded');
      all = merge(all, page.records);
      url = page.next;
      setTotal(page.total);
    }
    setItems(all);
    setNext(null);
    return all;
  }, [fetchPage]);

  async function loadMore() {
    if (!next || busy) return;
    setBusy('more');
    setNotice('');
    const gen = generation.current;
    try {
      const page = await fetchPage(next);
      if (gen !== generation.current) return;
      setItems((current) => merge(current, page.records));
      setTotal(page.total);
      setNext(page.next);
    } catch (err) {
      if (!signedOut(err)) setNotice(`Could not load more ${inbox.noun}. Please try again.`);
    } finally {
      setBusy(null);
    }
  }

  async function exportCsv() {
    if (busy) return;
    setBusy('export');
    setNotice('');
    try {
      const all = latest.current.next ? await loadAll() : latest.current.items;
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`${inbox.csvName}-${day}.csv`, toCsv(inbox.csvColumns, all));
    } catch (err) {
      if (!signedOut(err)) setNotice('The export failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  const q = query.trim().toLowerCase();
  // A search covers every record, not just the loaded pages: fetch the rest first.
  useEffect(() => {
    if (!q || !next || busy || bulkFailed || status !== 'ready') return;
    setBusy('all');
    loadAll()
      .catch((err) => {
        setBulkFailed(true);
        if (!signedOut(err)) setNotice(`Could not load every record for the search; showing matches among the ${latest.current.items.length} loaded.`);
      })
      .finally(() => setBusy(null));
  }, [q, next, busy, bulkFailed, status, loadAll, signedOut]);

  const shown = q ? items.filter((r) => matches(r, inbox.searchFields, q)) : items;
  const ready = status === 'ready';

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 id={`${ids}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {inbox.title}
          </h1>
          <p className="mt-1 min-h-6 text-muted">{ready ? `${inbox.totalLabel}: ${total}` : ''}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <label htmlFor={`${ids}-search`} className="block text-sm font-semibold">
              Search
            </label>
            <input
              id={`${ids}-search`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={inbox.key === 'chats' ? 'Message or conversation' : 'Name, e-mail, company or message'}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none sm:w-72"
            />
          </div>
          <button
            type="button"
            onClick={exportCsv}
            disabled={!ready || busy !== null || total === 0}
            className="inline-flex items-center justify-center gap-2 rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy === 'export' ? 'Preparing CSV...' : 'Export CSV'}
          </button>
        </div>
      </div>

      {status === 'loading' && <PlaceholderCards noun={inbox.noun} />}

      {status === 'error' && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">{inbox.loadError}</p>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="mt-3 text-sm font-semibold underline underline-offset-2 hover:text-red-950"
          >
            Try again
          </button>
        </div>
      )}

      {ready && items.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <h2 className="text-lg font-semibold">{inbox.emptyTitle}</h2>
          <p className="mt-2 text-muted">{inbox.emptyText}</p>
        </div>
      )}

      {ready && items.length > 0 && (
        <>
          <p role="status" className="text-sm text-muted">
            {busy === 'all'
              ? `Searching all ${total} ${inbox.noun}…`
              : q
                ? `${shown.length} of ${items.length} ${inbox.noun} match “${query.trim()}”.`
                : `Showing ${items.length} of ${total}.`}
          </p>
          {shown.length > 0 ? children(shown) : <p className="rounded-xl bg-white px-6 py-10 text-center text-muted">No {inbox.noun} match your search.</p>}
          {next && !q && (
            <div className="text-center">
              <button
                type="button"
                onClick={loadMore}
                disabled={busy !== null}
                className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {busy === 'more' ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}

      {notice && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {notice}
        </p>
      )}
    </section>
  );
}
