import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ADMIN_BULK_PAGE_SIZE, ADMIN_PAGE_SIZE } from '~/data/admin-inboxes';
import type { Inbox } from '~/lib/admin-inboxes';
import { ApiError, getJson, parseNextLink } from '~/lib/api';
import { downloadCsv } from '~/lib/download';
import { csvRows, toCsv } from '~/lib/format';
import {
  bulkUrl,
  merge,
  number,
  searchText,
  wait,
  withLimit,
  withParam,
  type Status,
  type Page,
  type SearchCache,
} from './inbox-pages';
import PlaceholderCards from './PlaceholderCards';
import { forExport, type AdminRecord } from './record';
import { allows, type StaffAuth } from './staff-auth';

type Props = {
  inbox: Inbox;
  auth: StaffAuth;
  /** Changing it reloads the list from the first page (after an erase). */
  reloadKey: number;
  /** A record to bring into view and focus (a link from a staff alert); older pages load until it is found. */
  focusId?: string;
  /** Called when the server no longer accepts the secret. */
  onUnauthorized: () => void;
  /** Renders the records (or the search matches) as cards. */
  children: (records: AdminRecord[]) => ReactNode;
};

/**
 * One staff inbox: loading placeholders, the red error card, the empty state, or the records with
 * 'Total …: N' and Load more (following the Link header). Search and CSV export walk every page of the API,
 * 500 records a request, with a progress bar; nothing ever asks the server for the whole store at once.
 */
export default function InboxView({ inbox, auth, reloadKey, focusId, onUnauthorized, children }: Props) {
  const ids = useId();
  // A page above 50 rows is an export for the server: a role without that permission searches page by page.
  const bulkSize = allows(auth, 'export') ? ADMIN_BULK_PAGE_SIZE : ADMIN_PAGE_SIZE;
  const [status, setStatus] = useState<Status>('loading');
  const [items, setItems] = useState<AdminRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exported, setExported] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  // Search: the pages fetched so far live in a ref (they can be 100,000 records); `scanned` re-renders.
  const cache = useRef<SearchCache | null>(null);
  const [scanned, setScanned] = useState(0);
  const [scanning, setScanning] = useState(false);
  const [scanFailed, setScanFailed] = useState(false);
  // A generation counter, so answers for a list that has since been reloaded are dropped.
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (url: string): Promise<Page> => {
      const { data, response } = await getJson<unknown>(url, auth.headers);
      const records = Array.isArray(data) ? (data as AdminRecord[]).filter((r) => r && typeof r === 'object') : [];
      const count = Number(response.headers.get('x-total-count'));
      return {
        records,
        total: Number.isFinite(count) ? count : records.length,
        next: parseNextLink(response.headers.get('link')),
      };
    },
    [auth],
  );

  /** A page of a long walk: waits out a rate limit (Retry-After) instead of failing. */
  const fetchBulk = useCallback(
    async (url: string): Promise<Page> => {
      for (let tries = 0; ; tries++) {
        try {
          return await fetchPage(url);
        } catch (err) {
          if (!(err instanceof ApiError && err.status === 429 && tries < 5)) throw err;
          await wait((err.retryAfter ?? 5) * 1000);
        }
      }
    },
    [fetchPage],
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
    cache.current = null;
    setScanned(0);
    setScanFailed(false);
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

  async function loadMore() {
    if (!next || loadingMore) return;
    setLoadingMore(true);
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
      setLoadingMore(false);
    }
  }

  /** Walks every page for the CSV, keeping only CSV text (not the records) in memory. */
  async function exportCsv() {
    if (exported !== null) return;
    setExported(0);
    setNotice('');
    const gen = generation.current;
    try {
      const parts = [toCsv(inbox.csvColumns, [])];
      const seen = new Set<string>();
      // export=1: the server checks the role may export and logs the rows it sends.
      let url: string | null = `${bulkUrl(inbox.endpoint, bulkSize)}&export=1`;
      while (url) {
        const page = await fetchBulk(url);
        if (gen !== generation.current) return;
        const fresh = page.records.filter((r) => !seen.has(r.id));
        for (const r of fresh) seen.add(r.id);
        parts.push(csvRows(inbox.csvColumns, fresh.map(forExport)));
        setTotal(page.total);
        setExported(seen.size);
        url = page.next;
      }
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(`${inbox.csvName}-${day}.csv`, parts);
    } catch (err) {
      if (!signedOut(err)) setNotice('The export failed. Please try again.');
    } finally {
      setExported(null);
    }
  }

  // Ids sort by time, so while the oldest loaded record is newer than the linked one, it is on a later page.
  const [focused, setFocused] = useState<string | undefined>();
  useEffect(() => {
    if (!focusId || focused === focusId || status !== 'ready' || loadingMore) return;
    if (items.some((r) => r.id === focusId)) {
      const el = document.getElementById(`record-${focusId}`);
      if (!el) return;
      el.scrollIntoView({ block: 'center' });
      el.focus({ preventScroll: true });
      setFocused(focusId);
      return;
    }
    const oldest = items[items.length - 1]?.id;
    if (next && oldest && oldest > focusId) {
      void loadMore();
      return;
    }
    setFocused(focusId);
    setNotice('The linked record is not in this inbox (it may have been erased).');
    // loadMore changes with every render; the list state above decides when to call it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusId, focused, status, loadingMore, items, next]);

  const q = query.trim().toLowerCase();

  // A search covers every record, not just the loaded pages: fetch the rest page by page, once.
  useEffect(() => {
    if (!q || scanning || scanFailed || status !== 'ready' || cache.current?.next === null) return;
    const gen = generation.current;
    setScanning(true);
    (async () => {
      // Starts from the pages already loaded and goes on from there, 500 a request.
      const c: SearchCache = cache.current ?? {
        records: [],
        text: [],
        ids: new Set(),
        next: next && withLimit(next, bulkSize),
      };
      if (!cache.current) {
        for (const r of items) {
          c.ids.add(r.id);
          c.records.push(r);
          c.text.push(searchText(r, inbox.searchFields));
        }
        cache.current = c;
        setScanned(c.records.length);
      }
      while (c.next) {
        // The search's words go along for the audit log; the filtering itself happens here.
        const page = await fetchBulk(withParam(c.next, 'search', q));
        if (gen !== generation.current) return;
        for (const r of page.records) {
          if (c.ids.has(r.id)) continue;
          c.ids.add(r.id);
          c.records.push(r);
          c.text.push(searchText(r, inbox.searchFields));
        }
        c.next = page.next;
        setTotal(page.total);
        setScanned(c.records.length);
      }
    })()
      .catch((err) => {
        if (gen !== generation.current) return;
        setScanFailed(true);
        if (!signedOut(err))
          setNotice(
            `Could not search every record; showing matches among the ${number(cache.current?.records.length ?? 0)} searched.`,
          );
      })
      .finally(() => setScanning(false));
  }, [q, scanning, scanFailed, status, items, next, inbox.searchFields, fetchBulk, signedOut, bulkSize]);

  const searched = cache.current;
  const matches = q && searched ? searched.records.filter((_, i) => searched.text[i].includes(q)) : [];
  const shown = q ? matches : items;
  const ready = status === 'ready';
  const busy = exported !== null;
  const progress =
    exported !== null
      ? {
          value: exported,
          label: `Exporting ${number(exported)} of ${number(total)} ${inbox.noun}…`,
        }
      : null;

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
              placeholder={inbox.key === 'chats' ? 'First message or conversation' : 'Name, e-mail, company or message'}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none sm:w-72"
            />
          </div>
          {allows(auth, 'export') && (
            <button
              type="button"
              onClick={exportCsv}
              disabled={!ready || busy || total === 0}
              className="inline-flex items-center justify-center gap-2 rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? 'Preparing CSV...' : 'Export CSV'}
            </button>
          )}
        </div>
      </div>

      {progress && (
        <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <label htmlFor={`${ids}-progress`} className="block text-sm font-medium text-ink">
            {progress.label}
          </label>
          <progress
            id={`${ids}-progress`}
            max={Math.max(total, 1)}
            value={progress.value}
            className="mt-2 h-2 w-full accent-brand-600"
          />
        </div>
      )}

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
            {q && scanning
              ? `Searching ${number(scanned)} of ${number(total)} ${inbox.noun}… ${matches.length} found so far.`
              : q
                ? `${matches.length} of ${scanned} ${inbox.noun} match “${query.trim()}”.`
                : `Showing ${items.length} of ${total}.`}
          </p>
          {q && scanning && (
            <progress
              aria-label={`Searching ${inbox.noun}`}
              max={Math.max(total, 1)}
              value={scanned}
              className="h-2 w-full accent-brand-600"
            />
          )}
          {shown.length > 0 ? (
            children(shown)
          ) : q && !scanning ? (
            <p className="rounded-xl bg-white px-6 py-10 text-center text-muted">No {inbox.noun} match your search.</p>
          ) : null}
          {next && !q && (
            <div className="text-center">
              <button
                type="button"
                onClick={loadMore}
                disabled={loadingMore}
                className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {loadingMore ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}

      {notice && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {notice}
        </p>
      )}
    </section>
  );
}
