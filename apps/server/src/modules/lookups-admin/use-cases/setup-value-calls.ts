import { messages, type SetupValueFields, type SetupValueRow } from '@portal/shared';
import { lookupCalls } from '../lookup-calls.ts';
import type { LookupsAdminDeps } from '../lookups-admin-deps.ts';

/** The values forms offer; no content list shows them, so the cache stays. */
export function setupValueCalls(deps: Pick<LookupsAdminDeps, 'repository' | 'db' | 'audit'>) {
  return lookupCalls({
    rows: deps.repository.setupValues,
    audited: { db: deps.db, audit: deps.audit, objectType: 'setup_value' },
    present: ({ labelNe, ...row }): SetupValueRow => ({ ...row, label_ne: labelNe }),
    values: ({ label_ne, ...fields }: SetupValueFields) => ({ ...fields, labelNe: label_ne }),
    unique: { field: 'value', message: messages.setupValueTaken },
  });
}
