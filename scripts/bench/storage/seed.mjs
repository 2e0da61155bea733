// Seeding straight into the local Blobs server's folder, in its on-disk format (entries/<site>/<store>/<key>, one
// file per blob; no metadata file when a blob has none): the same keys (from the storage module's layout) and JSON
// the storage module writes, at a rate no write through the functions could reach.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { entryKey, messagePrefix } from '../../../netlify/lib/storage/keys.ts';
import { DAY, NOW } from './config.mjs';

/**
 * @param {number | string} n
 * @param {number} w
 */
export const pad = (n, w) => String(n).padStart(w, '0');
/** @param {number} ms */
const iso = (ms) => new Date(ms).toISOString();
/** @param {number} ms */
const day = (ms) => iso(ms).slice(0, 10).replaceAll('-', '/');
let serial = 0;
/** @param {number} ms */
const timeKey = (ms) => `${pad(ms, 15)}-${pad((serial++).toString(16), 16)}`;
/** @param {string} email */
const emailHash = (email) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * @param {string} directory
 * @param {string} site
 * @param {string} store
 */
function writer(directory, site, store) {
  // Site-wide stores live in a folder named site:<store>; a blob without metadata has no metadata file.
  const base = join(directory, 'entries', site, `site:${store}`);
  /** @type {Set<string>} */
  const made = new Set();
  let files = 0;
  return {
    /**
     * @param {string} key
     * @param {string} text
     */
    put(key, text) {
      const path = join(base, key);
      const folder = dirname(path);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(path, text);
      files += 1;
    },
    get files() {
      return files;
    },
  };
}

/**
 * `count` contact submissions, evenly spread over `spanMs` up to now, in minute folders as the storage writes them
 * (or in day folders, the layout before hours, with `{ byDay: true }`).
 * @param {string} directory
 * @param {string} site
 * @param {number} count
 * @param {number} spanMs
 * @param {{ byDay?: boolean }} [layout]
 */
export function seedContacts(directory, site, count, spanMs, { byDay = false } = {}) {
  const w = writer(directory, site, 'contacts');
  const ids = [];
  const step = spanMs / count;
  for (let i = 0; i < count; i++) {
    const ms = Math.floor(NOW - spanMs + i * step);
    const id = timeKey(ms);
    const email = `visitor${i}@bench.example`;
    const key = byDay ? `rec/${day(ms)}/${id}` : entryKey('rec', id);
    const h = emailHash(email);
    w.put(`by-email/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}/${id}`, '');
    w.put(
      key,
      JSON.stringify({
        id,
        submittedAt: iso(ms),
        firstName: 'Bench',
        lastName: `Visitor ${i}`,
        email,
        phone: '416-555-0100',
        company: `Company ${i % 997}`,
        message: `Seeded message ${i}. ${'We need working capital. '.repeat(6)}`,
      }),
    );
    ids.push(id);
  }
  return { ids, files: w.files };
}

/**
 * `conversations` of 8 messages each, one starting every `spanMs / conversations`, up to now.
 * @param {string} directory
 * @param {string} site
 * @param {number} conversations
 * @param {number} spanMs
 */
export function seedChats(directory, site, conversations, spanMs) {
  const w = writer(directory, site, 'chats');
  const step = spanMs / conversations;
  const ids = [];
  for (let c = 0; c < conversations; c++) {
    const start = Math.floor(NOW - spanMs + c * step);
    const startKey = timeKey(start);
    const conversationId = `bench-${site}-${pad(c, 8)}`;
    w.put(
      entryKey('conv', startKey),
      JSON.stringify({
        id: startKey,
        submittedAt: iso(start),
        conversationId,
        firstMessage: `Question ${c} about funding`,
      }),
    );
    // The visitor-id pointer only for the conversations the bench opens (it is read, never listed).
    if (c % 100 === 0) w.put(`conv-id/${conversationId}`, startKey);
    for (let m = 0; m < 8; m++) {
      const ms = start + m * 5_000;
      const id = timeKey(ms);
      const role = m % 2 ? 'bot' : 'user';
      w.put(
        messagePrefix(startKey) + id,
        JSON.stringify({
          id,
          submittedAt: iso(ms),
          conversationId,
          role,
          message: `${role} message ${m} of conversation ${c}`,
        }),
      );
    }
    ids.push(conversationId);
  }
  return { ids, files: w.files };
}

/** Three people with 20 records each among the big store's contacts: the erase-by-e-mail measurement's. */
export const people = ['erase-a@bench.example', 'erase-b@bench.example', 'erase-c@bench.example'];

/**
 * Every 5,000th record of the big store's year (at full scale) is one of theirs, in turn.
 * @param {string} directory
 */
export const seedPeople = (directory) =>
  people.forEach((email, p) => {
    const w = writer(directory, 'big', 'contacts');
    for (let k = 0; k < 20; k++) {
      const ms = Math.floor(NOW - 365 * DAY + (k + p / 3 + 0.1) * ((365 * DAY) / 20));
      const id = timeKey(ms);
      const key = entryKey('rec', id);
      const h = emailHash(email);
      w.put(`by-email/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}/${id}`, '');
      w.put(
        key,
        JSON.stringify({
          id,
          submittedAt: iso(ms),
          firstName: 'Erase',
          lastName: `Me ${k}`,
          email,
        }),
      );
    }
  });

/**
 * The contact ids a seeded folder holds, oldest first (read from the folder names, as the seeder wrote them).
 * @param {string} directory
 * @param {string} site
 */
export function idsOnDisk(directory, site) {
  const base = join(directory, 'entries', site, 'site:contacts', 'rec');
  // Whatever the folder depth (day, hour or minute folders): the files named by a time key.
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .map((path) => path.slice(path.lastIndexOf('/') + 1))
    .filter((name) => /^\d{15}-[0-9a-f]{16}$/.test(name))
    .sort();
}
