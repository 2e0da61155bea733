/**
 * Payloads of the staff sign-in endpoints: the WebAuthn responses the browser library sends (shape and size
 * only; the cryptography is checked on the server), invitations and revocations.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '~/data/staff-roles';
import { requiredText } from './schema-fields';

const b64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Not base64url')
    .max(max);

/** What `startRegistration` / `startAuthentication` answer: checked by shape here, by signature on the server. */
const credential = z.looseObject({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url(4000) }),
});

export const personName = requiredText(80);

/** POST /api/staff/signin */
export const signInSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('options') }),
  z.strictObject({ step: z.literal('verify'), response: credential }),
]);

/** POST /api/staff/register: a passkey for the first owner, an invitee, or the signed-in person (another device). */
export const registerSchema = z.union([
  z.discriminatedUnion('via', [
    z.strictObject({ step: z.literal('options'), via: z.literal('bootstrap'), name: personName }),
    z.strictObject({ step: z.literal('options'), via: z.literal('invite'), invite: b64url(100) }),
    z.strictObject({ step: z.literal('options'), via: z.literal('self') }),
  ]),
  z.strictObject({ step: z.literal('verify'), response: credential }),
]);

/** POST /api/staff/invites */
export const inviteSchema = z.strictObject({ name: personName, role: z.enum(STAFF_ROLES) });

/** DELETE /api/staff/people?person= or ?passkey= */
export const revokeSchema = z.union([
  z.strictObject({ person: z.string().regex(/^[a-f0-9]{32}$/) }),
  z.strictObject({ passkey: z.string().regex(/^[a-f0-9]{40}$/) }),
]);

/** DELETE /api/staff/invites?invite= (the invitation's id: the hash of its token) */
export const cancelInviteSchema = z.strictObject({ invite: z.string().regex(/^[a-f0-9]{40}$/) });
