import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Audit } from '../audit/audit.service.ts';

type Rows<Row, Values> = {
  all(): Promise<Row[]>;
  find(id: number, via?: Database): Promise<Row | undefined>;
  insert(values: Values, via?: Database): Promise<Row>;
  update(id: number, values: Values, via?: Database): Promise<Row | undefined>;
  remove(ids: number[], via?: Database): Promise<Row[]>;
};

/** Where a lookup's writes are audited: in the transaction of each, as `lookup.create|update|delete` on `objectType`. */
export type LookupAudit = { db: Database; audit: Audit; objectType: string };

/**
 * The generic calls of one lookup: `unique` names the field a unique index refuses (as a 422 there),
 * `inUse` the first row content or a purchase still points at (deleting is then refused, 409),
 * `changed` runs after every write.
 */
export function lookupCalls<Row extends { id: number }, Values, Fields, Out>(spec: {
  rows: Rows<Row, Values>;
  present(row: Row): Out;
  values(fields: Fields): Values;
  unique?: { field: string; message: string };
  inUse?: { first(ids: number[]): Promise<string | undefined>; message(name: string): string };
  changed?(): Promise<void>;
  audited: LookupAudit;
}) {
  const { rows } = spec;
  const { db, audit, objectType } = spec.audited;
  /** Runs a write and its audit row in one transaction; a unique index's refusal becomes the form's 422. */
  async function write<T>(run: (tx: Database) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(run);
      await spec.changed?.();
      return result;
    } catch (error) {
      if (spec.unique && isUniqueViolation(error)) throw ValidationError.field(spec.unique.field, spec.unique.message);
      throw error;
    }
  }
  return {
    list: async () => (await rows.all()).map(spec.present),
    async get(id: number) {
      const row = await rows.find(id);
      if (!row) throw new NotFoundError();
      return spec.present(row);
    },
    create: async (fields: Fields) =>
      write(async (tx) => {
        const row = await rows.insert(spec.values(fields), tx);
        await audit.record(tx, {
          action: 'lookup.create',
          object: { type: objectType, id: row.id },
          after: spec.present(row) as Record<string, unknown>,
        });
        return row.id;
      }),
    async update(id: number, fields: Fields) {
      await write(async (tx) => {
        const before = await rows.find(id, tx);
        const row = before && (await rows.update(id, spec.values(fields), tx));
        if (!before || !row) throw new NotFoundError();
        await audit.record(tx, {
          action: 'lookup.update',
          object: { type: objectType, id },
          before: spec.present(before) as Record<string, unknown>,
          after: spec.present(row) as Record<string, unknown>,
        });
      });
    },
    async remove(ids: number[]) {
      const inUse = await spec.inUse?.first(ids);
      if (inUse !== undefined && spec.inUse) throw new ConflictError(spec.inUse.message(inUse));
      await write(async (tx) => {
        const removed = await rows.remove(ids, tx);
        if (removed.length === 0) throw new NotFoundError();
        for (const row of removed) {
          await audit.record(tx, {
            action: 'lookup.delete',
            object: { type: objectType, id: row.id },
            before: spec.present(row) as Record<string, unknown>,
          });
        }
      });
    },
  };
}
