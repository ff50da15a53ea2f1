import { lookupsContract } from './lookups.contract.ts';

/** Every route of the portal API that has its contract, by feature (api-contract.ts). */
export const contracts = {
  lookups: lookupsContract,
};
export type Contracts = typeof contracts;
