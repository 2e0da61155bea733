/**
 * The test part of the French question bank: only checked (see fr-dev.ts, which every earlier test part moved to
 * once scored). It is the unseen part held in fr-unseen.ts.
 */
export { frUnseenBank as frTestBank } from './fr-unseen';
