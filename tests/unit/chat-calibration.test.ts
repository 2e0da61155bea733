/**
 * The k-fold calibration kept beside the bank (tests/chat-bank/calibration.json) must be the one for the bank as
 * it is: a build trains once per language on it. When examples change, the build calibrates again and rewrites
 * the file; commit it with them.
 */
import { describe, expect, it } from 'vitest';
import { inputHash, readCalibration } from '~/integrations/chat-model';

describe('the chat calibration file', () => {
  it('holds each language’s k-fold for its current examples', () => {
    const calibration = readCalibration();
    for (const locale of ['en', 'fr'] as const) {
      expect(calibration[locale]?.hash, locale).toBe(inputHash(locale));
      expect(calibration[locale]?.folds.threshold, locale).toBeGreaterThan(0);
    }
  });
});
