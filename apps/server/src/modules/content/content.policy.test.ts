import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ContentType, FEATURE_AGENDA, messages, type SubscriptionSummary } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../lib/errors.ts';
import type { SubscriptionState } from '../subscription/subscription.service.ts';
import { createContentPolicy, houseMachine, type Reader } from './content.policy.ts';

const NOW = new Date('2026-12-01T06:00:00Z');

function policyWith(state: Partial<SubscriptionState> & { contentTypes?: ContentType[]; features?: number[] }) {
  const { contentTypes = ['News'], features = [], ...rest } = state;
  const subscription = { content_types: contentTypes, features } as SubscriptionSummary;
  const stateOf = async () => ({
    has_subscription: true,
    left_subscription_days: 10,
    is_trial: false,
    subscription,
    upcoming: [],
    ...rest,
  });
  return createContentPolicy({ subscriptions: { stateOf }, now: () => NOW });
}

const client = (teamRole: Reader['teamRole'] = 'owner'): Reader => ({ staff: false, houseId: 7, teamRole });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ForbiddenError ? error.message : error),
  );

describe('the content policy', () => {
  it('lets staff have everything, whatever their plan', async () => {
    const policy = policyWith({ left_subscription_days: 0, subscription: null });
    const staff: Reader = { staff: true, houseId: 1, teamRole: 'owner' };
    expect(await policy.assertCanOpen(staff, 'Videos')).toMatchObject({ open: true, videos: true });
    expect(() => policy.assertMayDownload(staff)).not.toThrow();
  });

  it('lists news in every plan and other kinds only where the plan includes them', async () => {
    const policy = policyWith({ contentTypes: ['Photos'] });
    expect(await refusal(policy.assertCanList(client(), 'News'))).toBeUndefined();
    expect(await refusal(policy.assertCanList(client(), 'Photos'))).toBeUndefined();
    expect(await refusal(policy.assertCanList(client(), 'Videos'))).toBe(messages.contentTypeNotInPlan);
    expect((await policy.entitlementsOf(client())).videos).toBe(false);
  });

  it('opens nothing once the subscription has no days left, though news is still listed', async () => {
    const policy = policyWith({ left_subscription_days: 0, has_subscription: false, subscription: null });
    expect(await refusal(policy.assertCanList(client(), 'News'))).toBeUndefined();
    expect(await refusal(policy.assertCanOpen(client(), 'News'))).toBe(messages.subscriptionNeeded);
    expect(await refusal(policy.assertCanOpenAny(houseMachine(7, false)))).toBe(messages.subscriptionNeeded);
  });

  it('reads the Agenda only on a plan with it, while days are left', async () => {
    expect(await refusal(policyWith({ features: [FEATURE_AGENDA] }).assertCanReadAgenda(client('viewer')))).toBeUndefined();
    expect(await refusal(policyWith({}).assertCanReadAgenda(client()))).toBe(messages.agendaNotInPlan);
    const lapsed = policyWith({ features: [FEATURE_AGENDA], left_subscription_days: 0 });
    expect(await refusal(lapsed.assertCanReadAgenda(houseMachine(7, false)))).toBe(messages.subscriptionNeeded);
  });

  it('gives a video plan its video files', async () => {
    const entitlements = await policyWith({ contentTypes: ['News', 'Photos', 'Videos'] }).assertCanOpen(client('viewer'), 'Videos');
    expect(entitlements.videos).toBe(true);
  });

  it('lets a viewer read but not download, and a house’s machine as far as its owner', () => {
    const policy = policyWith({});
    expect(() => policy.assertMayDownload(client('viewer'))).toThrow(messages.teamRoleForbidden);
    expect(() => policy.assertMayDownload(client('reporter'))).not.toThrow();
    expect(() => policy.assertMayDownload(houseMachine(7, false))).not.toThrow();
  });
});

/**
 * The entitlement rule is written once: this policy for a reader, `planInForce` (subscription.repository.ts)
 * for statements over many clients. A second copy elsewhere drifts from them, as the feeds' copies once did.
 */
describe('one entitlement rule', () => {
  const SRC = path.resolve(import.meta.dirname, '../..');
  const OWNERS = ['modules/subscription/', 'modules/content/content.policy.ts'];
  const COPIES = [
    { rule: 'days left decide opening', pattern: /left_subscription_days/ },
    { rule: 'a plan’s content types', pattern: /content_types\s*(\?|\.includes)|contentTypes\.includes/ },
    { rule: 'a subscription running at an instant (SQL)', pattern: /(starts_at|startsAt\}?)\s*<=/ },
  ];
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return ['db', 'test'].includes(entry.name) ? [] : sources(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });

  it('lives only in the content policy and the subscription module', () => {
    const copies = sources(SRC).flatMap((file) => {
      const relative = path.relative(SRC, file);
      if (OWNERS.some((owner) => relative.startsWith(owner))) return [];
      const source = readFileSync(file, 'utf8');
      return COPIES.filter(({ pattern }) => pattern.test(source)).map(({ rule }) => `${relative}: ${rule}`);
    });
    expect(copies).toEqual([]);
  });
});
