/**
 * The version of each lead form's consent wording. The words are in the dictionaries (`contactForm.consent`,
 * `partnershipForm.consent`, the pre-qualification's `leadForm.consent`, in each language); a stored lead names
 * `<form>/<version>/<language>`, which says exactly what the visitor read. Change a wording → new version here
 * (a unit test pins each wording to its version, so a silent change fails).
 */
export const LEAD_CONSENT_VERSIONS = {
  contacts: '2026-11',
  partnerships: '2026-11',
  prequalifications: '2026-11',
  /** The line under the chat's hand-off form (`chat.handoff.consent`). */
  chats: '2026-11',
} as const;

export type ConsentForm = keyof typeof LEAD_CONSENT_VERSIONS;
