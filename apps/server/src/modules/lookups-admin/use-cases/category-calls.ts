import { type CategoryFields, type CategoryRow, messages } from '@portal/shared';
import type { categories } from '../../../db/schema.ts';
import { lookupCalls } from '../lookup-calls.ts';
import type { LookupsAdminDeps } from '../lookups-admin-deps.ts';

const presentCategory = (row: typeof categories.$inferSelect): CategoryRow => ({
  id: row.id,
  name: row.name,
  name_ne: row.nameNe,
  slug: row.slug,
  position: row.position,
  active: row.active,
  default_usage_terms: row.defaultUsageTerms,
});

/** Content lists carry category names, so a write clears the content cache. */
export function categoryCalls(deps: LookupsAdminDeps) {
  return lookupCalls({
    rows: deps.repository.categories,
    audited: { db: deps.db, audit: deps.audit, objectType: 'category' },
    present: presentCategory,
    values: (fields: CategoryFields) => ({
      name: fields.name,
      nameNe: fields.name_ne,
      slug: fields.slug,
      position: fields.position,
      active: fields.active,
      defaultUsageTerms: fields.default_usage_terms,
    }),
    unique: { field: 'slug', message: messages.slugTaken },
    inUse: { first: deps.repository.categoryInUse, message: messages.categoryInUse },
    changed: () => deps.cache.clear(),
  });
}
