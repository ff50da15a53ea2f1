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
  /** A client or staff member whose password is their own. */
  member: 'member',
  staff: 'staff',
} as const;
export type Access = (typeof ACCESS_LEVELS)[keyof typeof ACCESS_LEVELS];

const { guest, signedIn, member, staff } = ACCESS_LEVELS;

export const ACCESS_POLICY: Readonly<Record<string, Access>> = {
  // The platform
  '/api/health': guest,
  '/api/docs': guest,
  '/api/dev/outbox': guest, // development only: registered when not in production
  '/media': guest, // signed, expiring links
  '/sim': guest, // the gateways' and the social service's simulators, when configured

  // Signing in and out, registration and password recovery
  'POST /api/auth/v2/login': guest,
  'POST /api/auth/v2/register': guest,
  'POST /api/auth/v2/reset-password': guest,
  '/api/auth/v2/verify-email': guest, // the link carries its own signature
  '/api/auth/v2/is_verified_link': guest, // the reset link's token
  '/api/auth/v2/changePassword': guest, // the reset link's token
  '/api/auth/v2/logout': signedIn,
  '/api/auth/v2/profile': signedIn,
  '/api/auth/v2/changeClientPassword': signedIn,

  // Lookups every form reads
  '/api/auth/v2/categories': signedIn,
  '/api/auth/v2/languages': signedIn,
  'GET /api/v1/setupValues/all': guest, // the register form's choices
  'GET /api/v1/promoPopup': signedIn,

  // The client's portal: content, uploads, account, integrations, subscription, social automation
  '/api/auth/v2/client': member,
  '/api/auth/v2/new/v2/news': member,
  '/api/auth/v2/news/feed': member,
  '/api/auth/v2/verify-khalti': member,
  '/api/v1/client/news': member,
  '/api/client': member,
  'GET /api/v1/exports': guest, // signed, expiring links to exported sheets
  '/api/payments/esewa': guest, // eSewa sends the browser back here; the order is re-checked with eSewa

  // Alerts: the one-click unsubscribe link of an alert mail carries its own signature (issue 20)
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

  // The machine feed (issue 20): the feed module checks the API key (Feed API) or the secret in the address (RSS/Atom) itself
  '/api/feed': guest,
  // What client sites' software reads (issue 21): the agency's category list, the WordPress plugin
  'GET /api/integrations': guest,
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
