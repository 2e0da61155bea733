// cspell:locale en,fr -- examples of French text a visitor types.
/**
 * An e-mail address or a phone number a visitor typed into a chat message ("call me at 416-555-0198",
 * « écrivez-moi à marie@exemple.ca »), so the chat can offer to hand the conversation to a person with them
 * instead of dropping them. Formats, not phrasings: the words around them do not matter, in any language.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** North American numbers (+1 optional, any common separators) and international ones written with a +. */
const PHONE = /(?:\+?\b1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+[2-9]\d{0,2}(?:[\s.-]?\d{1,4}){3,6}\b/;

export type ContactFound = { email?: string; phone?: string };

export function contactInText(text: string): ContactFound {
  const email = EMAIL.exec(text)?.[0];
  // Digits of the address are not a phone number.
  const rest = email ? text.replace(email, ' ') : text;
  const phone = PHONE.exec(rest)?.[0]?.trim();
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}
