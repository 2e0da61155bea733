import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api';
import { clearDraft, readDraft, readTypedValues, saveDraft } from '~/lib/form-draft';
import { takeEarlySubmit } from '~/lib/early-submit';
import { leadSender } from '~/lib/lead-delivery';

export type FormStatus = 'idle' | 'submitting' | 'success';
type Values = Record<string, string | boolean>;
/** The names of a form's text values (everything but checkboxes). */
type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

type Options<V extends Values> = {
  initial: V;
  endpoint: string;
  /** Logged to the console on failure, e.g. 'Failed to submit contact form'. */
  failureLog: string;
  /** Milliseconds the success banner stays. */
  successMs: number;
  /** Client-side validation with the shared schema: field errors, or the payload to send. */
  prepare: (values: V) => { errors: Record<string, string> } | { payload: Record<string, unknown> };
};

/**
 * State of a submission form (contact, partnership, pre-qualification): values, per-field errors removed on
 * edit, focus on the first invalid field, submitting → success (auto-hidden) or failure (content kept, visitor
 * told). The lead goes out under an Idempotency-Key and is retried until the server answers (`retrying` while
 * the connection is down); what was typed before the island hydrated, or before a reload, is kept, and a press
 * of the button before hydration is honoured once it has.
 */
export function useSubmissionForm<V extends Values>({ initial, endpoint, failureLog, successMs, prepare }: Options<V>) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const restored = useRef(false);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => setStatus('idle'), successMs);
    return () => window.clearTimeout(timer);
  }, [status, successMs]);

  // After errors render, move focus to the first invalid field in the form's order.
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name as string]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  };

  // Delivers under an Idempotency-Key: a second press while it retries tries at once, with the same key.
  const sender = useRef(leadSender(endpoint, endpoint));

  async function send(current: V) {
    const prepared = prepare(current);
    if ('errors' in prepared) {
      showErrors(prepared.errors);
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      const sent = await sender.current(
        honeypot ? { ...prepared.payload, website: honeypot } : prepared.payload,
        (_n, err) => {
          // The failure is shown (with the support address) and the form stays usable while it retries.
          console.error(failureLog, err);
          setFailed(true);
          setRetrying(true);
          setStatus('idle');
        },
      );
      if (!sent) return;
      setRetrying(false);
      setFailed(false);
      clearDraft(endpoint);
      setValues(initial);
      setStatus('success');
    } catch (err) {
      console.error(failureLog, err);
      setRetrying(false);
      setStatus('idle');
      // The server's field messages (e.g. a limit the browser did not know) go under their fields.
      const fields = err instanceof ApiError && err.status === 422 ? err.body?.fields : undefined;
      const known = fields ? Object.fromEntries(Object.entries(fields).filter(([k]) => k in initial)) : {};
      if (Object.keys(known).length > 0) showErrors(known);
      else setFailed(true);
    }
  }

  // Once hydrated: take what the visitor typed before (in the page, or this session's draft), and send it if
  // they already pressed the button.
  useEffect(() => {
    const form = formRef.current;
    const current = { ...initial, ...readDraft(endpoint, initial), ...(form ? readTypedValues(form, initial) : {}) };
    setValues(current);
    restored.current = true;
    if (form && takeEarlySubmit(form)) void send(current);
    // Runs once, at hydration.
  }, []);

  // The draft survives a reload of the page for this session (never the honeypot).
  useEffect(() => {
    if (restored.current && status !== 'success') saveDraft(endpoint, values, initial);
  }, [endpoint, values, initial, status]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'submitting') return;
    // A press replayed as the island hydrates (client:interact) comes before the effect above has taken what
    // was typed: read it from the fields.
    const form = formRef.current;
    void send(restored.current || !form ? values : { ...values, ...readTypedValues(form, initial) });
  }

  /** The props of a text Field bound to one value, with its error. */
  const text = (name: TextName<V>) => ({
    formId,
    name,
    value: values[name] as string,
    onChange: (value: string) => setField(name, value as V[typeof name]),
    error: errors[name],
  });

  return {
    formId,
    text,
    values,
    errors,
    setField,
    status,
    failed,
    retrying,
    honeypot,
    setHoneypot,
    formRef,
    onSubmit,
  };
}
