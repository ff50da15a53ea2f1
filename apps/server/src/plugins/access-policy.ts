import type { ApiAccess } from '@portal/shared';

/**
 * Who may call each route group — the one place that says so. The guards read it when a route is
 * registered (plugins/guards.ts), so a route file never names a guard, and registering a server
 * route that no group covers fails at start-up: a new route is closed until it is listed here.
 *
 * A group is a path prefix (matching whole segments), optionally led by a method; the longest
 * match decides, and a method-led group beats the same path without one. GET groups cover HEAD.
 * Paths outside the server's prefixes (`isServerPath`) are the web app's files: public.
 */
export const ACCESS_LEVELS = {
  /** Anyone; what is private behind these is protected otherwise (signed links, one-time tokens, dev only). */
  guest: 'guest',
  /** Any signed-in user, even one who still has to change a generated password. */
  signedIn: 'signed-in',
  /** A client or staff member whose password is their own; any role of a media house (a viewer reads and copies). */
  member: 'member',
  /** A media house's reporter, editor or owner: downloads, uploads news, posts to the house's site. */
  reporter: 'reporter',
  /** A media house's editor or owner: everything but billing, integrations and the team. */
  editor: 'editor',
  /** The media house's owner: pays, sees invoices, manages integrations and the team. */
  owner: 'owner',
  staff: 'staff',
  /** A media house's machine with one of its API keys (`Authorization: Bearer <key>`), not a person's session: the Feed API. */
  apiKey: 'api-key',
} as const satisfies Record<string, ApiAccess>;
/** The levels the contracts name (packages/shared/src/api-contract.ts); the guards give each its hook. */
export type Access = ApiAccess;

const { guest, signedIn, member, reporter, editor, owner, staff } = ACCESS_LEVELS;

/** The team role each client level asks for; staff pass them all (plugins/guards.ts). */
export const TEAM_ROLE_OF_LEVEL = { member: 'viewer', reporter: 'reporter', editor: 'editor', owner: 'owner' } as const;

export const ACCESS_POLICY: Readonly<Record<string, Access>> = {
  // The platform
  '/api/docs': guest,
  '/api/dev/outbox': guest, // development only: registered when not in production
  '/media': guest, // signed, expiring links
  '/sim': guest, // the gateways' and the social service's simulators, when configured

  // Lookups every form reads
  'GET /api/v1/promoPopup': signedIn,

  // The client's portal: what every member of a media house reads and copies
  '/api/auth/v2/client': member,
  '/api/auth/v2/new/v2/news': member,
  '/api/auth/v2/news/feed': member,
  '/api/client/saved-searches': member, // a person's own searches and alerts
  '/api/client/saved-items': member, // a person's own saved items, folders and shares
  '/api/client/saved-folders': member,
  '/api/client/shares': member,
  '/api/client/alerts': member,
  '/api/client/locale': member,
  '/api/client/urgent-sms': member, // a person's own SMS for urgent news
  // … what reporters do: download, send news to the agency, post to the house's site
  '/api/auth/v2/client/news/download.zip': reporter,
  '/api/auth/v2/client/news/:id/download': reporter,
  'POST /api/auth/v2/new/v2/news/store': reporter,
  '/api/v1/client/news': reporter,
  // … what editors add: the house's exports and the log of pushes to its site, with Retry
  '/api/v1/client/news/export': editor,
  // … what only the owner does: billing and integrations
  '/api/auth/v2/client/my-account': owner,
  'GET /api/v1/exports': guest, // signed, expiring links to exported sheets

  // Alerts: the one-click unsubscribe link of an alert mail carries its own signature
  '/api/alerts/unsubscribe': guest,

  // The staff console
  '/api/v1/news': staff,
  '/api/v1/galleries': staff,
  '/api/v1/videos': staff,
  '/api/v1/reviews': staff,
  '/api/v1/clients': staff,
  '/api/v1/analytics': staff,
  '/api/v1/categories': staff,
  '/api/v1/languages': staff,
  '/api/v1/setupValues': staff,
  '/api/v1/subscriptionPlans': staff,
  'PUT /api/v1/promoPopup': staff,
};

/** The group deciding who may call `method url`, or undefined when none covers it. */
export function accessGroupFor(method: string, url: string): string | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  let best: { group: string; score: number } | undefined;
  for (const group of Object.keys(ACCESS_POLICY)) {
    const [groupMethod, prefix] = group.startsWith('/') ? [undefined, group] : (group.split(' ') as [string, string]);
    if (groupMethod && groupMethod !== verb) continue;
    if (url !== prefix && !url.startsWith(`${prefix}/`)) continue;
    const score = prefix.length * 2 + (groupMethod ? 1 : 0);
    if (!best || score > best.score) best = { group, score };
  }
  return best?.group;
}
