/**
 * Accounts a spec makes for itself through the portal's API, so no spec reads or changes another's:
 * a client registers, follows its welcome mail and sets the demo password, and the staff grant it a plan.
 */
import fs from 'node:fs';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { DEMO_PASSWORD, linkIn, readMail } from './mailbox.ts';

const LOGO = new URL('../../apps/web/public/icon-192.png', import.meta.url);

/** The seeded plans (apps/server/src/db/seed.ts), by the id the grant call takes. */
export const PLANS = { Basic: 1, Standard: 2, Premium: 3, 'Free Trial': 4 } as const;
export type PlanName = keyof typeof PLANS;

export type Client = { id: number; email: string; name: string; password: string };

export type ClientOptions = {
  /**
   * The plan the staff grant it, or the free trial it starts itself; none leaves it a client without a
   * subscription (told it has not subscribed yet).
   */
  plan?: PlanName;
  /** How long a granted plan runs (a year unless told). */
  length?: { unit: 'month' | 'day'; count: number };
  /** The screens (devices signed in at once) of a granted plan: 5 unless told, so a test may sign in on several. */
  screens?: number;
  /** false stops after registering: the address is never verified. */
  verified?: boolean;
  /** The media name; made unique with the address. */
  name?: string;
};

let made = 0;

/** An address no other spec, worker or earlier run of the same portal uses. */
export function uniqueEmail(prefix: string) {
  made += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${made}@e2e.example`;
}

async function ok(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The staff's bearer header, from a sign-in of its own. */
export async function staffHeaders(request: APIRequestContext) {
  const login = await ok(
    await request.post('/api/auth/v2/login', { data: { email: 'staff@samachar.demo', password: DEMO_PASSWORD } }),
    'staff sign-in',
  );
  return { Authorization: `Bearer ${login.data.access_token}` };
}

async function register(request: APIRequestContext, email: string, name: string) {
  await ok(
    await request.post('/api/auth/v2/register', {
      multipart: {
        full_name: name,
        company_name: `${name} Pvt. Ltd.`,
        email,
        editor_name: 'Sita Sharma',
        link: 'https://media.example',
        mobile_no: '9801234567',
        tel_no: '014412345',
        category: 'news_paper',
        registration_no: 'DOI-1234',
        contact_person: 'Ram Thapa',
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: fs.readFileSync(LOGO) },
      },
    }),
    `registering ${email}`,
  );
}

/** Follows the welcome mail's link and sets the demo password, as the create-password screen does. */
async function verifyWithDemoPassword(request: APIRequestContext, email: string) {
  const link = linkIn(await readMail(email), /\/verify-email\/\d+\/[\w-]+\/\d+/);
  const verified = await ok(await request.get(`/api/auth/v2${link}`), `verifying ${email}`);
  await ok(
    await request.post(`/api/auth/v2/changePassword/${verified.data.user}`, {
      data: { password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
    }),
    `setting the password of ${email}`,
  );
}

async function clientId(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const found = await ok(
    await request.get(`/api/v1/clients/all?query=${encodeURIComponent(email)}`, { headers }),
    `finding ${email} in the console`,
  );
  const row = (found.data as { id: number; email: string }[]).find((client) => client.email === email);
  if (!row) throw new Error(`${email} is not in the console's client list`);
  return row.id;
}

/** The staff grant a plan by hand, as the client's page in the console does. */
async function grant(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  plan: Exclude<PlanName, 'Free Trial'>,
  length: { unit: 'month' | 'day'; count: number },
  screens: number,
) {
  await ok(
    await request.post(`/api/v1/clients/${id}/subscription`, {
      headers,
      data: {
        plan_id: PLANS[plan],
        no_of_screen: screens,
        duration_unit: length.unit,
        duration: length.count,
        note: 'Made by the e2e spec',
      },
    }),
    `granting ${plan} to client ${id}`,
  );
}

/**
 * The client starts its free trial itself, as the plans page does (a grant by hand is never a trial), and signs
 * out again: the trial has one screen, which the test's browser takes.
 */
async function startTrial(request: APIRequestContext, email: string) {
  const login = await ok(await request.post('/api/auth/v2/login', { data: { email, password: DEMO_PASSWORD } }), `signing in ${email}`);
  const headers = { Authorization: `Bearer ${login.data.access_token}` };
  await ok(
    await request.post('/api/auth/v2/client/subscription/savePlan', { headers, data: { id: PLANS['Free Trial'] } }),
    `starting the free trial of ${email}`,
  );
  await ok(await request.post('/api/auth/v2/logout', { headers }), `signing ${email} out`);
}

/** A client account of the calling test's own, signed in with DEMO_PASSWORD unless left unverified. */
export async function createClient(request: APIRequestContext, options: ClientOptions = {}): Promise<Client> {
  const email = uniqueEmail((options.plan ?? 'none').toLowerCase().replace(' ', '-'));
  const name = `${options.name ?? 'E2E Media'} ${email.split('@')[0]}`;
  await register(request, email, name);
  if (options.verified !== false) await verifyWithDemoPassword(request, email);
  const headers = await staffHeaders(request);
  const id = await clientId(request, headers, email);
  if (options.plan === 'Free Trial') await startTrial(request, email);
  else if (options.plan)
    await grant(request, headers, id, options.plan, options.length ?? { unit: 'month', count: 12 }, options.screens ?? 5);
  return { id, email, name, password: DEMO_PASSWORD };
}
