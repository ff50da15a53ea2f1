/**
 * The roles of a media house's team and how far each reaches. Plain, without zod: the web's
 * menus and guards ask `teamRoleReaches` on every screen, and team.schema.ts would bring zod along.
 */
export const TEAM_ROLES = ['owner', 'editor', 'reporter', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an owner gives by invitation or change; ownership moves only by a confirmed hand-over. */
export const MEMBER_ROLES = ['editor', 'reporter', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** How far each role reaches: a role may do everything a lower one may. */
const TEAM_RANK: Record<TeamRole, number> = { viewer: 0, reporter: 1, editor: 2, owner: 3 };

/** Whether `role` may do what `needed` may (the server's policy table and the web's menus both ask this). */
export function teamRoleReaches(role: TeamRole, needed: TeamRole): boolean {
  return TEAM_RANK[role] >= TEAM_RANK[needed];
}
