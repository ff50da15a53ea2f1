import type { Paged, StaffListQuery, StaffMember, StaffStatus } from '@portal/shared';
import type { StaffRow } from '../auth/staff.repository.ts';
import { pageMeta } from '../content/content-query.ts';
import { createStaffAccess } from './use-cases/access.ts';
import { createStaffInvitations } from './use-cases/invitations.ts';
import type { StaffAdminDeps } from './use-cases/shared.ts';

export type { StaffAdminDeps } from './use-cases/shared.ts';

const statusOf = (row: Pick<StaffRow, 'joinedAt' | 'suspendedAt'>): StaffStatus =>
  row.joinedAt === null ? 'invited' : row.suspendedAt ? 'suspended' : 'active';

/**
 * The agency's staff as administrators manage them: the list, invitations by mail, roles, suspension and signing
 * out everywhere, each change recorded in the audit trail in its own transaction. One use case a file under `use-cases/`.
 */
export function createStaffAdminService(deps: StaffAdminDeps) {
  return {
    async list(query: StaffListQuery): Promise<Paged<StaffMember>> {
      const { rows, total } = await deps.repository.page(query, deps.now());
      return {
        data: rows.map((row) => ({
          id: row.id,
          full_name: row.fullName,
          email: row.email,
          staff_roles: row.staffRoles,
          status: statusOf(row),
          last_active_at: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
          sessions: row.sessions,
          created_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta(total, query),
      };
    },

    ...createStaffInvitations(deps),
    ...createStaffAccess(deps),
  };
}
export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
