import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, postJson } from '~/lib/api';

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
 * State of a submission form (contact, partnership): values, per-field errors removed on edit, focus on the
 * first invalid field, submitting → success (auto-hidden) or failure (content kept, visitor told).
 */
export function useSubmissionForm<V extends Values>({ initial, endpoint, failureLog, successMs, prepare }: Options<V>) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failed, setFailed] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'submitting') return;
    const prepared = prepare(values);
    if ('errors' in prepared) {
      showErrors(prepared.errors);
      return;
    }
    setErrors({});
    setFailed(false);
    setStatus('submitting');
    try {
      await postJson(endpoint, honeypot ? { ...prepared.payload, website: honeypot } : prepared.payload);
      setValues(initial);
      setStatus('success');
    } catch (err) {
      console.error(failureLog, err);
      setStatus('idle');
      // The server's field messages (e.g. a limit the browser did not know) go under their fields.
      const fields = err instanceof ApiError && err.status === 422 ? err.body?.fields : undefined;
      const known = fields ? Object.fromEntries(Object.entries(fields).filter(([k]) => k in initial)) : {};
      if (Object.keys(known).length > 0) showErrors(known);
      else setFailed(true);
    }
  }

  /** The props of a text Field bound to one value, with its error. */
  const text = (name: TextName<V>) => ({
    formId,
    name,
    value: values[name] as string,
    onChange: (value: string) => setField(name, value as V[typeof name]),
    error: errors[name],
  });

  return { formId, text, values, errors, setField, status, failed, honeypot, setHoneypot, formRef, onSubmit };
}
