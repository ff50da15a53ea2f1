/** English texts of the Developer guide's OAuth 2.0 section (merged into en.ts under `oauthGuide`). */
export const oauthGuideEn = {
  heading: 'OAuth 2.0 client credentials',
  intro:
    'Instead of an API key, a system that speaks OAuth 2.0 can use a client (RFC 6749 §4.4, client credentials): the owner creates it on My Account → OAuth clients with the scopes it may use, and the system trades the client id and secret for an access token good for 10 minutes. Send the token as a key is sent: <hdr />.',
  token:
    'Ask <tok /> form-encoded, with <grant /> and optionally <scope /> (space-separated, among the client’s scopes; all of them when left out). Authenticate the client with HTTP Basic (client id and secret) or with <cid /> and <csec /> in the form.',
  answer:
    'The answer holds <at />, <tt />, <exp /> (seconds) and the <scope /> granted, and is never to be cached. Keep the token until a minute before it expires, then ask for another: not one per call (an address may ask 60 times a minute).',
  scopesHeading: 'Scopes',
  scope: 'Scope',
  opens: 'Opens',
  feedScope: 'News items: /api/feed/v1/items and /api/feed/v1/items/{id}',
  agendaScope: 'The Agenda: /api/feed/v1/agenda (with a plan that has the Agenda)',
  errors:
    'Token refusals follow RFC 6749: 400 with <error /> <req />, <grantErr /> or <scopeErr />, and 401 <client /> for an unknown id, a wrong secret or a revoked client (10 failures for one client from one address in 15 minutes are refused there with 429).',
  bearer:
    'On the Feed API an expired or revoked token, or one of an old secret, answers 401 with <invalid />: ask for a new token. A token without the route’s scope answers 403 with <insufficient />.',
  revoke:
    'Revoking a client or making a new secret on My Account ends its tokens at once, on every server of the portal. A client’s tokens share one rate limit, as a key’s calls do, and count as the house’s Feed API calls.',
  samples: 'Samples',
  shell: 'curl (with jq)',
  node: 'Node.js: a small client that keeps its token and asks for a new one when it expires',
};
