/**
 * The agency's staff roles and the part of the console each opens. A staff member holds one or more; an
 * administrator opens every part (staff accounts, roles, plans and settings among them). Plain, without zod, like
 * team-roles.ts: the web's console menu asks `staffRolesReach` on every screen.
 */
export const STAFF_ROLES = ['administrator', 'desk_editor', 'reviewer', 'client_manager', 'finance', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The console's parts, each a route's access level `staff:<area>` (api-contract.ts), and the role that opens it:
 * the desk publishes, corrects and withdraws news, photos, videos and the agenda; review decides client uploads;
 * clients covers clients, grants, suspensions and members; finance payments, invoices and exports; analytics reads
 * the figures; admin is staff accounts, roles, plans, settings and the audit trail.
 */
export const STAFF_AREAS = {
  desk: 'desk_editor',
  review: 'reviewer',
  clients: 'client_manager',
  finance: 'finance',
  analytics: 'analyst',
  admin: 'administrator',
} as const satisfies Record<string, StaffRole>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Whether someone holding `roles` may open `area`: its own role does, and an administrator opens every area. */
export function staffRolesReach(roles: readonly StaffRole[], area: StaffArea): boolean {
  return roles.includes('administrator') || roles.includes(STAFF_AREAS[area]);
}
