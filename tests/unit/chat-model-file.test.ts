/**
 * The chat model's file form (`toFile` in src/lib/chat-model.ts): weights in thousandths and no features-to-answers
 * map, read back by `load` to the weights the file held before, three decimals, so every score comes out the same.
 */
import { describe, expect, it } from 'vitest';
import { load, toFile, train, type Example } from '~/lib/chat-model';

const EXAMPLES: Example[] = [
  ['how fast can I get the money', 'speed'],
  ['how long does funding take', 'speed'],
  ['when will the funds arrive', 'speed'],
  ['what is a merchant cash advance', 'mca'],
  ['how much can a cash advance be', 'mca'],
  ['tell me about merchant cash advances', 'mca'],
  ['do you lend the money yourselves', 'not-lender'],
  ['are you a lender', 'not-lender'],
  ['is boundless a bank', 'not-lender'],
].map(([text, id]) => ({ text, id }));
const QUESTIONS = ['how quickly is the money sent', 'cash advance maximum', 'are you the bank that lends', 'hello'];

// What the file held before: the same model with every number to three decimals, as JSON.
const threeDecimals = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)));

describe('the chat model as its file holds it', () => {
  it('scores every question as the model to three decimals did, from a smaller file', async () => {
    const model = await train(EXAMPLES, 'en');
    const file = JSON.parse(JSON.stringify(toFile(model)));
    const perceptrons: number[][] = file.nlu.neuralNetwork.perceptrons;
    expect(perceptrons.flat().every(Number.isInteger)).toBe(true);
    expect(perceptrons.flat().some((w) => w !== 0)).toBe(true);
    expect(file.nlu.featuresToIntent).toBeUndefined();
    expect(JSON.stringify(file).length).toBeLessThan(JSON.stringify(threeDecimals(model)).length);

    const fromFile = await load(file, 'en');
    const before = await load(threeDecimals(model), 'en');
    for (const q of QUESTIONS) expect(await fromFile(q), q).toEqual(await before(q));
    expect((await fromFile('how long does funding take'))[0].id).toBe('speed');
  });
});
