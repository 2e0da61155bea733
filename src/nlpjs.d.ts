// The NLP.js packages ship no types: the few calls the chat makes (src/lib/chat-model.ts).
declare module '@nlpjs/core' {
  export function containerBootstrap(): { use(plugin: unknown): void };
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class StemmerEn {
    tokenizeAndStem(text: string, keepStops: boolean): string[];
  }
  export class StopwordsEn {
    isStopword(token: string): boolean;
  }
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
  export class StemmerFr {
    tokenizeAndStem(text: string, keepStops: boolean): string[];
  }
  export class StopwordsFr {
    isStopword(token: string): boolean;
  }
}
declare module '@nlpjs/nlu' {
  export class NluNeural {
    constructor(settings: object, container: unknown);
    train(corpus: { utterance: string; intent: string }[]): Promise<void>;
    process(text: string): Promise<{ classifications: { intent: string; score: number }[] }>;
    toJSON(): object;
    fromJSON(json: object): void;
    /** Set by `fromJSON`: one perceptron per answer. */
    neuralNetwork: { perceptrons: { weights: Float32Array; bias: number }[] };
  }
}
