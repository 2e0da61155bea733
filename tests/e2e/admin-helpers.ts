// What the /admin specs share: the staff token, seeding through the public endpoints, and the page's parts.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { ADMIN_PAGE_SIZE, ADMIN_TOKEN_KEY } from '~/data/admin-inboxes';
import { hydrated, uniqueEmail } from './helpers';

export const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
export const CONTACTS = /\/api\/contacts(\?|$)/;
export const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/;
export const XSS = '<img src=x onerror="window.__xss=1">';

let ipCounter = Math.floor(Math.random() * 200);
/** Each seeding request comes from its own address, so the per-address limits never get in the way. */
export const ip = () => `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export async function postContact(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/contact', {
    data: {
      firstName: 'Seed',
      lastName: 'Visitor',
      email: uniqueEmail('seed'),
      phone: '416-555-0100',
      company: '',
      message: 'Seeded message',
      ...data,
    },
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status()).toBe(201);
}

export async function postPartnership(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/partnerships', {
    data: {
      company: 'Seed Capital',
      firstName: 'Sam',
      lastName: 'Partner',
      email: uniqueEmail('seedp'),
      phone: '416-555-0199',
      jobTitle: '',
      partnershipType: 'lender',
      businessDescription: 'Lending partnership inquiry',
      fundingRange: '',
      clientVolume: '',
      partnershipGoals: 'Seeded goals',
      consent: true,
      ...data,
    },
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status()).toBe(201);
}

/** The total the page's first list request is answered with (start waiting before the page opens). */
export async function firstPage(page: Page) {
  const res = await page.waitForResponse((r) => CONTACTS.test(r.url()) && !r.url().includes('cursor='));
  return Number(res.headers()['x-total-count']);
}

export async function total(request: APIRequestContext, path = '/api/contacts') {
  const res = await request.get(`${path}?limit=1`, { headers: auth });
  return Number(res.headers()['x-total-count']);
}

/** Opens /admin already signed in (the secret in sessionStorage, as after a sign-in in this tab). */
export async function openSignedIn(page: Page, hash = '') {
  await page.addInitScript(([key, token]) => sessionStorage.setItem(key, token), [
    ADMIN_TOKEN_KEY,
    E2E_ADMIN_TOKEN,
  ] as const);
  await page.goto(`/admin${hash}`);
  await hydrated(page, 'AdminApp');
}

/** Sends the admin's page-sized list requests with a smaller limit (bulk requests of 500 stay as they are). */
export async function shrinkPages(page: Page, limit: number) {
  await page.route(CONTACTS, (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('limit') === String(ADMIN_PAGE_SIZE)) url.searchParams.set('limit', String(limit));
    return route.continue({ url: url.toString() });
  });
}

export const panel = (page: Page) => page.getByRole('tabpanel');
export const cards = (page: Page) => panel(page).getByRole('article');

export async function search(page: Page, text: string) {
  await panel(page).getByLabel('Search').fill(text);
}
