import { route } from '../api-contract.ts';
import { clientDetail, clientRow, clientsQuery, grantSubscriptionRequest } from '../clients.schema.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, paged, single } from '../envelopes.ts';

/** An action on one client (a POST under `/api/v1/clients/:id`), answered with its message. */
const clientAction = <const Path extends string>(path: Path) =>
  route({ method: 'POST', path, access: 'staff:clients', params: idParams, response: messageResponse });

/** The agency's clients (model `clients`): the list, a client's page, and the staff's actions on a client. Client managers (and administrators). */
export const clientsAdminContract = {
  list: route({ method: 'GET', path: '/api/v1/clients/all', access: 'staff:clients', query: clientsQuery, response: paged(clientRow) }),
  detail: route({ method: 'GET', path: '/api/v1/clients/:id', access: 'staff:clients', params: idParams, response: single(clientDetail) }),
  verify: clientAction('/api/v1/clients/:id/verify'),
  /** A member of a media house too, by the member's id. */
  suspend: { ...clientAction('/api/v1/clients/:id/suspend'), stepUp: true as const },
  reactivate: clientAction('/api/v1/clients/:id/reactivate'),
  grantSubscription: route({
    method: 'POST',
    path: '/api/v1/clients/:id/subscription',
    access: 'staff:clients',
    stepUp: true,
    params: idParams,
    body: grantSubscriptionRequest,
    response: messageResponse,
    description: 'Grants a plan by hand from now, or extends the running subscription of that plan from its expiry.',
  }),
  verifyRadio: clientAction('/api/v1/clients/:id/radio/verify'),
  passwordMail: clientAction('/api/v1/clients/:id/password-mail'),
};
