/**
 * The spent blind sets' one-message questions as training examples (sets AI to CP; docs/chat-rounds.md, "Training on
 * visitors' messages"). Each was labeled by a helper who read it beside the written answers' texts, strictly: an
 * answer id only when that answer's text gives what is asked, "unanswered" when no answer's does (a class of its own,
 * whose guess is a hedge). A request for help giving a lender false or altered information is labelled "false" (the
 * decline is learned beside the policy's patterns, which read only the wordings they know; of sets CQ to DL, only
 * such requests are labelled). Messages asking several things ("multi") and the policy's other declines ("policy")
 * are not trained on. They are messages as visitors write them (context first, several sentences, neighboring
 * subjects), which the examples written per answer are not. The texts stay in the sets' files; `blind-labels.ts`
 * holds the labels.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ANSWERS } from '~/data/chat-answers';
import { UNANSWERED, type Example } from '~/lib/chat-model';
import { BLIND_LABELS } from './blind-labels';

const HEADINGS = { en: 'English', fr: 'French' } as const;
const dir = fileURLToPath(new URL('./blind/', import.meta.url));

/** A set file's numbered entries in one language, by number, in order (an entry's turns are joined by " >>> "). */
export function setEntries(text: string, locale: 'en' | 'fr'): Map<number, string> {
  const section = text.split(`## ${HEADINGS[locale]}`)[1].split(/\n## /)[0];
  return new Map([...section.matchAll(/^(\d+)\.\s+(.*)$/gm)].map((m) => [Number(m[1]), m[2].trim()]));
}

/** Each labeled message with its set as its group: the k-fold holds a set out whole, as a fresh set would be. */
export function blindExamples(locale: 'en' | 'fr'): Example[] {
  return Object.entries(BLIND_LABELS).flatMap(([set, byLocale]) => {
    const messages = setEntries(readFileSync(`${dir}set-${set}.md`, 'utf8'), locale);
    return byLocale[locale].split(' ').flatMap((id, i) => {
      const text = messages.get(i + 1);
      return text && (Object.hasOwn(ANSWERS, id) || id === UNANSWERED) ? [{ text, id, group: set }] : [];
    });
  });
}
