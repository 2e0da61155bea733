// Erase by e-mail: 20 records of one person among the big store's contacts (and its chat messages).
import { CONTACTS } from './config.mjs';
import { record } from './report.mjs';
import { people } from './seed.mjs';

/** @param {import('./functions.mjs').Functions} fns */
export async function measureErase({ call }) {
  const erased = [];
  for (const email of people) {
    const r = await call('records', `/api/records?email=${encodeURIComponent(email)}`, 'DELETE');
    if (r.body.removed !== 20) throw new Error(`erase removed ${r.body.removed}`);
    erased.push({ ms: Math.round(r.ms), cpuMs: Math.round(r.cpuMs) });
  }
  record(`DELETE /api/records?email= (20 records among ${CONTACTS} contacts)`, {
    runs: erased,
    removedEach: 20,
  });
}
