import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';

type Rows<Row, Values> = {
  all(): Promise<Row[]>;
  find(id: number): Promise<Row | undefined>;
  insert(values: Values): Promise<Row>;
  update(id: number, values: Values): Promise<Row | undefined>;
  remove(ids: number[]): Promise<number>;
};

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
}) {
  const { rows } = spec;
  async function write<T>(run: Promise<T>): Promise<T> {
    try {
      const result = await run;
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
    create: async (fields: Fields) => (await write(rows.insert(spec.values(fields)))).id,
    async update(id: number, fields: Fields) {
      if (!(await write(rows.update(id, spec.values(fields))))) throw new NotFoundError();
    },
    async remove(ids: number[]) {
      const inUse = await spec.inUse?.first(ids);
      if (inUse !== undefined && spec.inUse) throw new ConflictError(spec.inUse.message(inUse));
      if ((await write(rows.remove(ids))) === 0) throw new NotFoundError();
    },
  };
}
