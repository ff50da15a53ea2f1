import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, withMessage } from '../envelopes.ts';
import {
  createdOAuthClient,
  createOAuthClientRequest,
  OAUTH_TOKEN_PATH,
  OAUTH_TOKEN_SECONDS,
  oauthClient,
  oauthTokenRequest,
  oauthTokenResponse,
} from '../oauth.schema.ts';

/** OAuth 2.0 client credentials for the Feed API: the owner's clients on My Account, and the token endpoint their systems call. */
export const oauthContract = {
  clients: route({ method: 'GET', path: '/api/client/oauth-clients', access: 'owner', response: z.object({ data: z.array(oauthClient) }) }),
  /** Answers 201, with the secret shown this once. */
  createClient: route({
    method: 'POST',
    path: '/api/client/oauth-clients',
    access: 'owner',
    stepUp: true,
    body: createOAuthClientRequest,
    response: withMessage(createdOAuthClient),
  }),
  /** A new secret, shown this once; the old one and every token issued under it stop working. */
  rotateSecret: route({
    method: 'POST',
    path: '/api/client/oauth-clients/:id/secret',
    access: 'owner',
    stepUp: true,
    params: idParams,
    response: withMessage(createdOAuthClient),
  }),
  revokeClient: route({
    method: 'DELETE',
    path: '/api/client/oauth-clients/:id',
    access: 'owner',
    stepUp: true,
    params: idParams,
    response: messageResponse,
  }),
  token: route({
    method: 'POST',
    path: OAUTH_TOKEN_PATH,
    access: 'guest',
    summary: 'An access token for the Feed API (OAuth 2.0 client credentials, RFC 6749 §4.4)',
    description: [
      'Form-encoded (`application/x-www-form-urlencoded`): `grant_type=client_credentials` and optionally `scope`.',
      'Authenticate the client with HTTP Basic (`Authorization: Basic base64(client_id:client_secret)`) or with',
      '`client_id` and `client_secret` in the form. The answer is a Bearer token (a signed JWT, RFC 9068) good for',
      `${OAUTH_TOKEN_SECONDS / 60} minutes: send it as \`Authorization: Bearer <token>\` to the Feed API. Errors follow RFC 6749 §5.2`,
      '(`{ error, error_description }`, 400, or 401 with `WWW-Authenticate` for `invalid_client`).',
    ].join(' '),
    body: oauthTokenRequest,
    response: oauthTokenResponse,
  }),
};
