/**
 * Alert states for the records on screen: each status line asks for its record, the requests of one moment are
 * batched into GET /api/alerts calls (at most MAX_ALERT_IDS ids each), and every line re-renders from one cache.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, getJson } from '~/lib/api';
import { MAX_ALERT_IDS, type alertStoreValues } from '~/lib/schemas';

export type AlertStore = (typeof alertStoreValues)[number];
import type { AlertState } from '~/types';
import type { StaffAuth } from './staff-auth';
export type { AlertState };
export type AlertsConfigured = { email: boolean; webhook: boolean };
type Answer = { configured: AlertsConfigured; states: Record<string, AlertState> };

/** How long a pending state waits before it is asked for again. */
export const PENDING_REFRESH_MS = 3000;

type Session = { auth: StaffAuth; onUnauthorized: () => void };

const states = new Map<string, AlertState>();
let configured: AlertsConfigured | null = null;
let version = 0;
const listeners = new Set<() => void>();
const queued = new Map<AlertStore, Set<string>>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let session: Session | null = null;

const keyOf = (store: AlertStore, id: string) => `${store}/${id}`;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fetchStates(store: AlertStore, ids: string[]): Promise<void> {
  if (!session) return;
  const { auth, onUnauthorized } = session;
  try {
    const url = `/api/alerts?store=${store}&ids=${ids.map(encodeURIComponent).join(',')}`;
    const { data } = await getJson<Answer>(url, auth.headers);
    configured = data.configured;
    for (const [id, state] of Object.entries(data.states ?? {})) states.set(keyOf(store, id), state);
    notify();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) onUnauthorized();
    else console.error('Failed to load alert states', err);
  }
}

function flush() {
  flushTimer = undefined;
  for (const [store, ids] of queued) {
    const all = [...ids];
    for (let i = 0; i < all.length; i += MAX_ALERT_IDS) void fetchStates(store, all.slice(i, i + MAX_ALERT_IDS));
  }
  queued.clear();
}

/** Asks for a record's state with the next batch. */
export function requestAlertState(store: AlertStore, id: string): void {
  const ids = queued.get(store) ?? new Set<string>();
  ids.add(id);
  queued.set(store, ids);
  flushTimer ??= setTimeout(flush, 20);
}

/** Stores a state the server just answered (after a resend). */
export function setAlertState(store: AlertStore, id: string, state: AlertState): void {
  states.set(keyOf(store, id), state);
  notify();
}

/**
 * Sets who is asking and clears states of an earlier session. Whether alerts are configured comes with the
 * first batch of states (no call of its own: the inbox list goes first).
 */
export function useAlertSession(auth: StaffAuth, onUnauthorized: () => void): AlertsConfigured | null {
  useEffect(() => {
    session = { auth, onUnauthorized };
    states.clear();
    configured = null;
    return () => {
      session = null;
    };
  }, [auth, onUnauthorized]);
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return configured;
}

/** One record's alert state (undefined until known), re-asked while its first attempt runs. */
export function useAlertState(
  store: AlertStore,
  id: string,
): { state: AlertState | undefined; configured: AlertsConfigured | null } {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const state = states.get(keyOf(store, id));
  useEffect(() => {
    if (!states.has(keyOf(store, id))) requestAlertState(store, id);
  }, [store, id]);
  useEffect(() => {
    // Only a first attempt is expected to finish within moments; a retry waits for the sweep.
    if (state?.state !== 'pending' || state.attempts > 0) return;
    const timer = setTimeout(() => requestAlertState(store, id), PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [store, id, state]);
  return { state, configured };
}

export function alertSession(): Session | null {
  return session;
}
