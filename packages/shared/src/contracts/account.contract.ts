import { account, accountResponse, userIdParams } from '../account.schema.ts';
import { route } from '../api-contract.ts';
import { withMessage } from '../envelopes.ts';
import { subscriptionHistoryQuery } from '../payments.schema.ts';

/** My Account (SPEC.md §7 client/my-account): the profile, the running plan and a page of its history, the integrations' cards. */
export const accountContract = {
  detail: route({
    method: 'GET',
    path: '/api/auth/v2/client/my-account',
    access: 'owner',
    query: subscriptionHistoryQuery,
    response: accountResponse,
  }),
  update: route({
    method: 'PUT',
    path: '/api/auth/v2/client/my-account/:id',
    access: 'owner',
    params: userIdParams,
    multipart: true,
    description: 'Multipart: the profile fields and, optionally, a new `logo` (JPG or PNG, 5 MB).',
    response: withMessage(account),
  }),
};
