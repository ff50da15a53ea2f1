import { z } from 'zod';
import {
  clientApiConfig,
  clientApiRequest,
  clientCategory,
  deleteRowsRequest,
  linkApiConfig,
  linkApiRequest,
  newsPostRequest,
  radioConfig,
  radioForm,
  refreshCategoriesRequest,
  siteConnection,
  userIdParams,
} from '../account.schema.ts';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, single, withMessage } from '../envelopes.ts';
import {
  autoPushRequest,
  autoPushSettings,
  itemDeliveriesParams,
  portalCategories,
  siteDeliveriesPage,
  siteDeliveriesQuery,
  siteDelivery,
} from '../site-push.schema.ts';

const myAccount = '/api/auth/v2/client/my-account';

/**
 * The add, change and delete calls of one integration of My Account, spelled as SPEC.md §7 spells them (`save` and
 * `remove` are the path segments; the client API's delete is `api-clineturl/delete`). Adding answers 201.
 */
const integration = <const Save extends string, const Remove extends string, Body extends z.ZodType, Config extends z.ZodType>(
  paths: { save: Save; remove: Remove },
  schemas: { body: Body; config: Config },
) => ({
  create: route({
    method: 'POST',
    path: `${myAccount}/${paths.save}`,
    access: 'owner',
    body: schemas.body,
    response: withMessage(schemas.config),
  }),
  update: route({
    method: 'PUT',
    path: `${myAccount}/${paths.save}/:id`,
    access: 'owner',
    params: idParams,
    body: schemas.body,
    response: withMessage(schemas.config),
  }),
  delete: route({
    method: 'POST',
    path: `${myAccount}/${paths.remove}`,
    access: 'owner',
    body: deleteRowsRequest,
    response: messageResponse,
  }),
});

/** A push the client asked for answers 201 when the site took it, 502 with the site's reason otherwise. */
const pushed = withMessage(siteDelivery);

/** A client's integrations: Client API (its site), Link API, Connect Radio, "Post to my site", auto-push and its log. */
export const integrationsContract = {
  clientApi: integration({ save: 'api-clienturl', remove: 'api-clineturl/delete' }, { body: clientApiRequest, config: clientApiConfig }),
  linkApi: integration({ save: 'api-integration', remove: 'api-integration/delete' }, { body: linkApiRequest, config: linkApiConfig }),
  radio: integration({ save: 'radio-integration', remove: 'radio-integration/delete' }, { body: radioForm, config: radioConfig }),
  /** The Post to my site dialog reads the site: reporters too. */
  siteConnection: route({
    method: 'GET',
    path: `${myAccount}/api-clienturl/user/:id`,
    access: 'reporter',
    params: userIdParams,
    response: single(siteConnection),
  }),
  siteCategories: route({
    method: 'GET',
    path: `${myAccount}/client-category/user/:id`,
    access: 'reporter',
    params: userIdParams,
    response: single(z.object({ data: z.array(clientCategory) })),
  }),
  rotateSecret: route({
    method: 'POST',
    path: `${myAccount}/api-clienturl/:id/rotate-secret`,
    access: 'owner',
    stepUp: true,
    params: idParams,
    response: withMessage(clientApiConfig),
  }),
  autoPush: route({ method: 'GET', path: `${myAccount}/site-auto-push`, access: 'owner', response: single(autoPushSettings) }),
  saveAutoPush: route({
    method: 'PUT',
    path: `${myAccount}/site-auto-push`,
    access: 'owner',
    body: autoPushRequest,
    response: withMessage(autoPushSettings),
  }),
  /** Fetches the categories from the client's site again; answers 201. */
  refreshCategories: route({
    method: 'POST',
    path: '/api/client/category',
    access: 'reporter',
    body: refreshCategoriesRequest,
    response: withMessage(z.array(clientCategory)),
  }),
  postToSite: route({
    method: 'POST',
    path: '/api/client/news-post',
    access: 'reporter',
    description:
      'Posts the item to the caller’s site. 201 when the site took it (201), 502 otherwise, with the reason (the site’s status and message) in `message`; every attempt is logged.',
    body: newsPostRequest,
    response: pushed,
  }),
  itemDeliveries: route({
    method: 'GET',
    path: '/api/client/news-post/:news_id/deliveries',
    access: 'reporter',
    params: itemDeliveriesParams,
    response: single(z.array(siteDelivery)),
  }),
  /** The house's log of pushes, with Retry: editors. */
  siteDeliveries: route({
    method: 'GET',
    path: '/api/client/site-deliveries',
    access: 'editor',
    description: 'Every push to the caller’s site, newest first.',
    query: siteDeliveriesQuery,
    response: siteDeliveriesPage,
  }),
  retryDelivery: route({
    method: 'POST',
    path: '/api/client/site-deliveries/:id/retry',
    access: 'editor',
    description: 'Pushes the item of a failed attempt again, as it stands now; 201 when the site took it, 502 otherwise.',
    params: idParams,
    response: pushed,
  }),
  /** What client sites' software reads: the agency's categories, the WordPress plugin (a zip, no JSON). */
  portalCategories: route({ method: 'GET', path: '/api/integrations/portal-categories', access: 'guest', response: portalCategories }),
  wordpressPlugin: route({
    method: 'GET',
    path: '/api/integrations/wordpress-plugin.zip',
    access: 'guest',
    description: 'The WordPress plugin "Portal News" (docs/SITE-PUSH.md), to upload in wp-admin.',
  }),
};
