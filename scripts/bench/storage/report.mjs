// One JSON line per measurement, with the machine's load at the time.
import { loadavg } from 'node:os';

/**
 * @param {string} name
 * @param {Record<string, unknown>} values
 */
export const record = (name, values) => {
  // The machine's load with it: on a shared machine wall times stretch, CPU times do not.
  values = { ...values, load1: Number(loadavg()[0].toFixed(1)) };
  console.log(name, JSON.stringify(values));
};

/**
 * @param {number[]} sorted
 * @param {number} p
 */
export const percentile = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
