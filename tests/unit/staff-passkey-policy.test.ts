/** The passkey ceremonies: user verification required, and the relying party taken from SITE_URL, not Host. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import staffInvites from '../../netlify/functions/staff-invites';
import staffRegister from '../../netlify/functions/staff-register';
import staffSignin from '../../netlify/functions/staff-signin';
import { resetRateLimits } from '../../netlify/lib/http';
import { admin, useTempBlobs } from './helpers/blobs';
import { SoftAuthenticator } from './helpers/soft-authenticator';
import { cookieOf, ORIGIN } from './helpers/staff-sessions';

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; authenticatorSelection?: unknown };
const post = (path: string, body: unknown, headers: Record<string, string> = {}, host = 'localhost') =>
  new Request(`http://${host}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-nf-client-connection-ip': '203.0.113.9',
      ...headers,
    },
  });

async function bootstrap(device: SoftAuthenticator, name: string) {
  const options = (await (
    await staffRegister(post('/api/staff/register', { step: 'options', via: 'bootstrap', name }, admin))
  ).json()) as Options;
  return staffRegister(post('/api/staff/register', { step: 'verify', response: device.register(options) }, admin));
}

async function signIn(device: SoftAuthenticator) {
  const options = (await (await staffSignin(post('/api/staff/signin', { step: 'options' }))).json()) as Options;
  return staffSignin(post('/api/staff/signin', { step: 'verify', response: device.assert(options) }));
}

describe('passkey policy', () => {
  useTempBlobs();
  beforeEach(() => resetRateLimits());
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  const owner = new SoftAuthenticator(ORIGIN);

  it('refuses a registration whose authenticator did not verify its user', async () => {
    const keyWithoutPin = new SoftAuthenticator(ORIGIN);
    keyWithoutPin.userVerified = false;
    const refused = await bootstrap(keyWithoutPin, 'Una Unverified');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ reason: expect.stringMatching(/verif/i) });
    // The same ceremony with the UV flag on registers the owner.
    const made = await bootstrap(owner, 'Olivia Owner');
    expect(made.status).toBe(201);
  });

  it('asks for user verification, and refuses a sign-in without it', async () => {
    const options = (await (await staffSignin(post('/api/staff/signin', { step: 'options' }))).json()) as {
      userVerification: string;
    };
    expect(options.userVerification).toBe('required');
    owner.userVerified = false;
    const refused = await signIn(owner);
    expect(refused.status).toBe(401);
    expect(cookieOf(refused)).toBeUndefined();
    owner.userVerified = true;
    const accepted = await signIn(owner);
    expect(accepted.status).toBe(200);
  });

  it('takes the relying party and the invitation host from SITE_URL, whatever the Host header says', async () => {
    const forged = (await (
      await staffSignin(
        post('/api/staff/signin', { step: 'options' }, { origin: 'http://attacker.example' }, 'attacker.example'),
      )
    ).json()) as Options & { error?: string };
    // Another site's Origin is refused before any ceremony starts.
    expect(forged.error).toBe('Cross-site request refused');

    process.env.SITE_URL = 'https://staff.boundless.example/';
    const options = (await (
      await staffSignin(
        post(
          '/api/staff/signin',
          { step: 'options' },
          { origin: 'https://staff.boundless.example' },
          'attacker.example',
        ),
      )
    ).json()) as Options;
    expect(options.rpId).toBe('staff.boundless.example');

    const invite = await staffInvites(
      post('/api/staff/invites', { name: 'Ivy Invitee', role: 'viewer' }, admin, 'attacker.example'),
    );
    expect((await invite.json()).link).toMatch(/^https:\/\/staff\.boundless\.example\/admin#invite=/);
  });

  it('uses the origin it was opened on in a local run (localhost, any port)', async () => {
    const options = (await (
      await staffSignin(
        new Request('http://localhost:8911/api/staff/signin', {
          method: 'POST',
          body: JSON.stringify({ step: 'options' }),
          headers: { 'content-type': 'application/json', origin: 'http://localhost:8911' },
        }),
      )
    ).json()) as Options;
    expect(options.rpId).toBe('localhost');
  });
});
