// Chat: the first reply after the server says it is ready (functions bundled, nothing warmed), then warm replies.
import { latency, post } from '../load.ts';
import { record } from '../report.ts';

const CHAT_QUESTIONS = [
  'What is a merchant cash advance?',
  'How fast can I get funded?',
  'Do you work with businesses in Canada?',
  'What documents do I need to apply?',
  'Is Boundless AI a lender?',
  'How does invoice factoring work?',
];

export async function benchChat(url: string) {
  let start = performance.now();
  const first = await post(`${url}/api/chat/message`, { message: CHAT_QUESTIONS[0] });
  record('chat first reply after start', { ms: Math.round(performance.now() - start), status: first.status });
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    start = performance.now();
    const res = await post(`${url}/api/chat/message`, { message: CHAT_QUESTIONS[i % CHAT_QUESTIONS.length] });
    await res.json();
    times.push(performance.now() - start);
  }
  record('chat reply warm (300 sequential)', latency(times));
}
