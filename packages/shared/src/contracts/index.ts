import { accountContract } from './account.contract.ts';
import { authContract } from './auth.contract.ts';
import { feedContract } from './feed.contract.ts';
import { healthContract } from './health.contract.ts';
import { integrationsContract } from './integrations.contract.ts';
import { lookupsContract } from './lookups.contract.ts';
import { paymentsContract } from './payments.contract.ts';
import { placesContract } from './places.contract.ts';
import { sociairContract } from './sociair.contract.ts';
import { teamContract } from './team.contract.ts';
import { webhooksContract } from './webhooks.contract.ts';

/** Every route of the portal API that has its contract, by feature (api-contract.ts). */
export const contracts = {
  lookups: lookupsContract,
  auth: authContract,
  team: teamContract,
  account: accountContract,
  places: placesContract,
  health: healthContract,
  payments: paymentsContract,
  integrations: integrationsContract,
  sociair: sociairContract,
  webhooks: webhooksContract,
  feed: feedContract,
};
export type Contracts = typeof contracts;
