import { type LanguageFields, type LanguageRow, messages } from '@portal/shared';
import type { languages } from '../../../db/schema.ts';
import { lookupCalls } from '../lookup-calls.ts';
import type { LookupsAdminDeps } from '../lookups-admin-deps.ts';

const presentLanguage = (row: typeof languages.$inferSelect): LanguageRow => ({
  id: row.id,
  name: row.name,
  name_ne: row.nameNe,
  code: row.code,
  position: row.position,
});

/** Content lists carry language names, so a write clears the content cache. */
export function languageCalls(deps: LookupsAdminDeps) {
  return lookupCalls({
    rows: deps.repository.languages,
    audited: { db: deps.db, audit: deps.audit, objectType: 'language' },
    present: presentLanguage,
    values: (fields: LanguageFields) => ({ name: fields.name, nameNe: fields.name_ne, code: fields.code, position: fields.position }),
    unique: { field: 'code', message: messages.languageCodeTaken },
    inUse: { first: deps.repository.languageInUse, message: messages.languageInUse },
    changed: () => deps.cache.clear(),
  });
}
