import { z } from 'zod';
import { pagingQuery } from './content.schema.ts';
import { messages } from './messages.ts';
import { emailRule, requiredText } from './rules.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/** The agency's staff as administrators manage them (model `staff`): invited, working, or suspended. */
export const STAFF_STATUSES = ['invited', 'active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_SORT_FIELDS = ['full_name', 'created_at'] as const;
export const STAFF_PAGE_SIZE = 25;

export const staffFilters = z.object({
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});

export const staffListQuery = pagingQuery({
  sortFields: STAFF_SORT_FIELDS,
  defaultSort: 'full_name',
  pageSize: STAFF_PAGE_SIZE,
  filters: staffFilters,
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffMember = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  staff_roles: z.array(z.enum(STAFF_ROLES)),
  status: z.enum(STAFF_STATUSES),
  /** When the person last used a session: null for one who never signed in. */
  last_active_at: z.string().nullable(),
  /** Signed-in devices now: what "Sign out everywhere" ends. */
  sessions: z.number().int(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** One or more roles, each once. */
const staffRolesField = z
  .array(z.enum(STAFF_ROLES, { error: messages.staffRoleUnknown }), { error: messages.staffRolesRequired })
  .min(1, messages.staffRolesRequired)
  .refine((roles) => new Set(roles).size === roles.length, messages.staffRolesRepeated);

export const staffInviteForm = z.object({
  full_name: requiredText('Name', 100),
  email: emailRule,
  staff_roles: staffRolesField,
});
export type StaffInviteForm = z.infer<typeof staffInviteForm>;

export const staffRolesForm = z.object({ staff_roles: staffRolesField });
export type StaffRolesForm = z.infer<typeof staffRolesForm>;
