// Chat: the first reply after the server says it is ready (functions bundled, nothing warmed), then warm replies
// in each language (the French index loads on the first French question).
import { latency, post } from '../load.ts';
import { record } from '../report.ts';

const CHAT_QUESTIONS = {
  en: [
    'What is a merchant cash advance?',
    'How fast can I get funded?',
    'Do you work with businesses in Canada?',
    'What documents do I need to apply?',
    'Is Boundless AI a lender?',
    'How does invoice factoring work?',
  ],
  // cspell:disable -- French questions, typed the way visitors type them
  fr: [
    'C’est quoi une avance de fonds au commerçant?',
    'En combien de temps je peux recevoir l’argent?',
    'Travaillez-vous avec des entreprises au Québec?',
    'Quels documents dois-je préparer?',
    'Est-ce que Boundless AI est un prêteur?',
    'comment marche l’affacturage',
  ],
  // cspell:enable
};

export async function benchChat(url: string) {
  for (const [locale, questions] of Object.entries(CHAT_QUESTIONS)) {
    let start = performance.now();
    const first = await post(`${url}/api/chat/message`, { message: questions[0], locale });
    record(`chat (${locale}) first reply after start`, {
      ms: Math.round(performance.now() - start),
      status: first.status,
    });
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      start = performance.now();
      const res = await post(`${url}/api/chat/message`, { message: questions[i % questions.length], locale });
      await res.json();
      times.push(performance.now() - start);
    }
    record(`chat (${locale}) reply warm (300 sequential)`, latency(times));
  }
}
