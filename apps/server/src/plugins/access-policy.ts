import { API_DOCS_PATH, type ApiAccess, STAFF_AREAS, type StaffArea } from '@portal/shared';

/**
 * Who may call a route. An API route says it in its contract (packages/shared/src/contracts); the platform's
 * own paths, which have none, are the groups of ACCESS_POLICY below. The guards read both when a route is
 * registered (plugins/guards.ts), so a route file never names a guard, and registering a server route that
 * neither covers fails at start-up: a new route is closed until its contract or a group says otherwise.
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
  /** Any staff member, whatever their roles. */
  staff: 'staff',
  /** A staff member whose roles open that part of the console (packages/shared/src/staff-roles.ts); administrators open all. */
  ...(Object.fromEntries(Object.keys(STAFF_AREAS).map((area) => [`staff:${area}`, `staff:${area}`])) as {
    [Area in StaffArea as `staff:${Area}`]: `staff:${Area}`;
  }),
  /** A media house's machine with one of its API keys (`Authorization: Bearer <key>`), not a person's session: the Feed API. */
  apiKey: 'api-key',
} as const satisfies Record<string, ApiAccess>;
/** The levels the contracts name (packages/shared/src/api-contract.ts); the guards give each its hook. */
export type Access = ApiAccess;
type StaffAccess = 'staff' | `staff:${StaffArea}`;
/** The levels of clients (and of anyone signed in): staff pass them all. */
export type ClientAccess = Exclude<Access, StaffAccess | 'api-key'>;

export const isStaffAccess = (access: Access): access is StaffAccess => access === 'staff' || access.startsWith('staff:');
/** The part of the console a `staff:<area>` level opens; none for `staff`, which any staff member passes. */
export const staffAreaOf = (access: StaffAccess): StaffArea | undefined =>
  access === 'staff' ? undefined : (access.slice('staff:'.length) as StaffArea);

const { guest } = ACCESS_LEVELS;

/** The team role each client level asks for; staff pass them all (plugins/guards.ts). */
export const TEAM_ROLE_OF_LEVEL = { member: 'viewer', reporter: 'reporter', editor: 'editor', owner: 'owner' } as const;

export const ACCESS_POLICY: Readonly<Record<string, Access>> = {
  // The platform
  [API_DOCS_PATH]: guest,
  '/api/dev/outbox': guest, // development only: registered when not in production
  '/media': guest, // signed, expiring links
  '/metrics': guest, // METRICS_TOKEN, checked by the route (plugins/metrics.ts)
  '/sim': guest, // the gateways' and the social service's simulators, when configured
};

/** The group deciding who may call `method url`, or undefined when none covers it. */
export function accessGroupFor(method: string, url: string, policy: Readonly<Record<string, Access>> = ACCESS_POLICY): string | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  let best: { group: string; score: number } | undefined;
  for (const group of Object.keys(policy)) {
    const [groupMethod, prefix] = group.startsWith('/') ? [undefined, group] : (group.split(' ') as [string, string]);
    if (groupMethod && groupMethod !== verb) continue;
    if (url !== prefix && !url.startsWith(`${prefix}/`)) continue;
    const score = prefix.length * 2 + (groupMethod ? 1 : 0);
    if (!best || score > best.score) best = { group, score };
  }
  return best?.group;
}
