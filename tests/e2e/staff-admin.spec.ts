import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { hydrated, withAuthenticator, withPasskeys } from './helpers';
import { axeOn } from './axe';

// Runs in the admin project, after the other specs: it changes who may sign in to /admin.
const env = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const run = Math.random().toString(36).slice(2, 7);
const OWNER = `Olivia Owner ${run}`;
const VIEWER = `Victor Viewer ${run}`;

/** A call from the page itself, as /admin makes it (same origin, the session cookie). */
const fetchStatus = (page: Page, path: string, method = 'GET') =>
  page.evaluate(
    async ([p, m]) => {
      const r = await fetch(p, { method: m });
      return { status: r.status, body: await r.json().catch(() => null) };
    },
    [path, method] as const,
  );

test('staff accounts: bootstrap, passkey sign-in, invite a viewer, roles, revoke, audit log', async ({
  browser,
  request,
}) => {
  test.slow();
  // Start from "no owner": the environment secret (break-glass) revokes any owner an earlier run left.
  const people = (await (await request.get('/api/staff/people', { headers: env })).json()) as {
    id: string;
    role: string;
    revokedAt?: string;
  }[];
  for (const p of people.filter((p) => p.role === 'owner' && !p.revokedAt))
    expect((await request.delete(`/api/staff/people?person=${p.id}`, { headers: env })).status()).toBe(200);

  // The first owner, with the environment secret once. Reduced motion: the cookie notice, due 4 s after load, then
  // appears without its fade, which axe could otherwise catch half-way (a contrast no one reads).
  const ownerContext = await browser.newContext({ reducedMotion: 'reduce' });
  const { page: owner, verifyUser } = await withAuthenticator(ownerContext);
  await owner.goto('/admin');
  await hydrated(owner, 'AdminApp');
  await owner.getByRole('button', { name: 'Set up the first owner' }).click();
  await owner.getByLabel('Your name').fill(OWNER);
  await owner.getByLabel('Environment secret (ADMIN_TOKEN)').fill(E2E_ADMIN_TOKEN);
  expect((await axeOn(owner).analyze()).violations).toEqual([]);
  await owner.getByRole('button', { name: 'Create the owner passkey' }).click();
  await expect(owner.getByText(`Signed in as ${OWNER} · owner`)).toBeVisible();
  const cookie = (await ownerContext.cookies()).find((c) => c.name === '__Host-staff-session');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });

  // Sign out, then back in with the passkey alone.
  await owner.getByRole('button', { name: 'Sign out' }).click();
  await expect(owner.getByText('You have signed out.')).toBeVisible();
  expect((await fetchStatus(owner, '/api/contacts')).status).toBe(401);
  // User verification is required: the same passkey without its PIN or biometrics does not sign in.
  await verifyUser(false);
  await owner.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(owner.getByRole('alert').filter({ hasText: /passkey/ })).toBeVisible();
  expect((await fetchStatus(owner, '/api/contacts')).status).toBe(401);
  await verifyUser(true);
  await owner.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(owner.getByText(`Signed in as ${OWNER} · owner`)).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  // Invite a viewer.
  await owner.getByRole('button', { name: 'People and passkeys' }).click();
  await owner.getByLabel('Name of the person to invite').fill(VIEWER);
  await owner.getByLabel('Role').selectOption('viewer');
  await owner.getByRole('button', { name: 'Create invitation' }).click();
  const link = await owner.getByLabel(/Invitation link/).inputValue();
  expect(link).toMatch(/\/admin#invite=/);

  // The viewer, in another browser, registers a passkey from the link.
  const viewerContext = await browser.newContext();
  const viewer = await withPasskeys(viewerContext);
  await viewer.goto(link);
  await hydrated(viewer, 'AdminApp');
  await viewer.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(viewer.getByText(`Signed in as ${VIEWER} · viewer`)).toBeVisible();
  await expect(viewer.getByText(/^Total submissions: \d+$/)).toBeVisible();
  // Reads, but no export, erase or owner panels: neither the buttons nor the API.
  await expect(viewer.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Erase by e-mail' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Audit log' })).toHaveCount(0);
  expect(await fetchStatus(viewer, '/api/contacts?export=1')).toEqual({
    status: 403,
    body: { error: 'Your role does not allow this.' },
  });
  expect((await fetchStatus(viewer, '/api/records?email=someone%40example.com', 'DELETE')).status).toBe(403);
  expect((await fetchStatus(viewer, '/api/audit')).status).toBe(403);
  // The link worked once.
  expect(
    (
      await request.post('/api/staff/register', {
        data: { step: 'options', via: 'invite', invite: link.split('#invite=')[1] },
        headers: { Origin: new URL(link).origin },
      })
    ).status(),
  ).toBe(410);

  // The owner revokes the viewer: the viewer's next request is refused and the page asks to sign in.
  // Closing and reopening the panel reloads the list, now with the viewer.
  await owner.getByRole('button', { name: 'People and passkeys' }).click();
  await owner.getByRole('button', { name: 'People and passkeys' }).click();
  // Invitations are listed: the viewer's is used; a spare one is cancelled and its link stops working.
  await expect(owner.getByText(`${VIEWER} · viewer · used`)).toBeVisible();
  await owner.getByLabel('Name of the person to invite').fill(`Spare ${run}`);
  await owner.getByRole('button', { name: 'Create invitation' }).click();
  const spare = await owner.getByLabel(/Invitation link/).inputValue();
  await owner.getByRole('button', { name: `Cancel the invitation for Spare ${run}` }).click();
  await expect(owner.getByText(`Spare ${run} · viewer · cancelled`)).toBeVisible();
  expect(
    (
      await request.post('/api/staff/register', {
        data: { step: 'options', via: 'invite', invite: spare.split('#invite=')[1] },
        headers: { Origin: new URL(spare).origin },
      })
    ).status(),
  ).toBe(410);
  await owner.getByRole('button', { name: `Revoke ${VIEWER}`, exact: true }).click();
  await owner.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(owner.getByText(`${VIEWER} revoked.`)).toBeVisible();
  expect((await fetchStatus(viewer, '/api/contacts')).body).toEqual({
    error: 'Your access has been revoked.',
    reason: 'revoked',
  });
  await viewer.getByRole('tab', { name: /Partnership/ }).click();
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  await expect(viewer.getByText(/access was revoked/)).toBeVisible();

  // The audit log names each step and who took it.
  await owner.getByRole('button', { name: 'Audit log' }).click();
  const log = owner.getByRole('table');
  const row = (who: string, what: string) =>
    log.getByRole('row').filter({ hasText: who }).filter({ hasText: what }).first();
  await expect(row('Environment token', 'Invited')).toBeVisible();
  await expect(row(OWNER, 'Registered a passkey')).toBeVisible();
  await expect(row(OWNER, 'Signed out')).toBeVisible();
  await expect(row(OWNER, 'Signed in')).toBeVisible();
  await expect(row(OWNER, 'Invited')).toBeVisible();
  await expect(row(VIEWER, 'Registered a passkey')).toBeVisible();
  await expect(row(VIEWER, 'Listed')).toBeVisible();
  await expect(row(OWNER, 'Revoked a person')).toBeVisible();
  await owner.getByRole('button', { name: 'People and passkeys' }).click();
  expect((await axeOn(owner).analyze()).violations).toEqual([]);

  await ownerContext.close();
  await viewerContext.close();
});
