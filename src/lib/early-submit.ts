/**
 * A lead form's button pressed before its island hydrated would post the page to itself and lose what was typed:
 * a page script holds the press, and the island honours it when it runs. Its own module: every page loads it.
 */

/** Forms that hold a press before hydration carry this attribute; the island sets `data-hydrated`. */
const LEAD_FORM = 'data-lead-form';
const EARLY = 'earlySubmit';

/**
 * Page script: a lead form submitted before its island hydrated would post the page to itself and lose what
 * was typed. Hold the press instead; the island sends it when it runs (and hydrates on that interaction).
 */
export function holdEarlySubmits(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(LEAD_FORM) || form.dataset.hydrated) return;
      event.preventDefault();
      form.dataset[EARLY] = 'true';
    },
    true,
  );
}

/** Marks the form hydrated and answers whether a press was held for it. */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  form.dataset.hydrated = 'true';
  const held = form.dataset[EARLY] === 'true';
  delete form.dataset[EARLY];
  return held;
}
