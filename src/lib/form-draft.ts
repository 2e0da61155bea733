/**
 * What a visitor typed into a lead form is never dropped: before the form's island hydrates (a fast typist,
 * browser autofill) and across a reload of the page (a draft in sessionStorage: this tab, this session only).
 * A press of the button before hydration: early-submit.ts.
 */
type Values = Record<string, string | boolean>;

const DRAFT_PREFIX = 'lead-draft:';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps only the fields the form has, with the type it expects. */
function pick<V extends Values>(source: Record<string, unknown>, initial: V): Partial<V> {
  const out: Partial<V> = {};
  for (const [name, start] of Object.entries(initial)) {
    const value = source[name];
    if (typeof value === typeof start) out[name as keyof V] = value as V[keyof V];
  }
  return out;
}

export function readDraft<V extends Values>(form: string, initial: V, storage = session()): Partial<V> {
  try {
    return pick(JSON.parse(storage?.getItem(DRAFT_PREFIX + form) ?? '{}') as Record<string, unknown>, initial);
  } catch {
    return {};
  }
}

/** Saves the fields that differ from the empty form; an untouched form leaves no draft. */
export function saveDraft<V extends Values>(form: string, values: V, initial: V, storage = session()): void {
  const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== initial[k]));
  try {
    if (Object.keys(changed).length === 0) storage?.removeItem(DRAFT_PREFIX + form);
    else storage?.setItem(DRAFT_PREFIX + form, JSON.stringify(changed));
  } catch {
    // A full or blocked storage only loses the reload draft, never what is on screen.
  }
}

export function clearDraft(form: string, storage = session()): void {
  storage?.removeItem(DRAFT_PREFIX + form);
}

/** The values in the form's fields right now, where they differ from the empty form (typed before hydration). */
export function readTypedValues<V extends Values>(form: HTMLFormElement, initial: V): Partial<V> {
  const typed: Record<string, unknown> = {};
  for (const name of Object.keys(initial)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== initial[name]) typed[name] = field.checked;
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      if (field.value !== initial[name]) typed[name] = field.value;
    }
  }
  return pick(typed, initial);
}
