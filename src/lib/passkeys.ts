/**
 * The browser side of staff passkeys: asks the server for options, lets the browser's authenticator answer
 * (SimpleWebAuthn, loaded on first use), and sends the answer back. The server sets the session cookie.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { StaffRole } from '~/data/staff-roles';
import { postJson, postJsonWith } from './api';

export type StaffPerson = { id: string; name: string; role: StaffRole };

/** How a new passkey is vouched for: the environment secret (first owner), an invitation, or the session. */
export type RegistrationStart =
  { via: 'bootstrap'; name: string } | { via: 'invite'; invite: string } | { via: 'self' };

export async function signInWithPasskey(): Promise<StaffPerson> {
  const optionsJSON = await postJson<PublicKeyCredentialRequestOptionsJSON>('/api/staff/signin', { step: 'options' });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON });
  return (await postJson<{ person: StaffPerson }>('/api/staff/signin', { step: 'verify', response })).person;
}

export async function registerPasskey(
  start: RegistrationStart,
  headers: Record<string, string> = {},
): Promise<StaffPerson> {
  const optionsJSON = await postJsonWith<PublicKeyCredentialCreationOptionsJSON>(
    '/api/staff/register',
    { step: 'options', ...start },
    headers,
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return (await postJson<{ person: StaffPerson }>('/api/staff/register', { step: 'verify', response })).person;
}

/** A WebAuthn prompt the person closed or let time out: not an error worth more than a line. */
export const isCancelled = (err: unknown) => err instanceof Error && err.name === 'NotAllowedError';
