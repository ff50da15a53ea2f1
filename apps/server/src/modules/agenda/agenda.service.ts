import { type EventFields, messages, type StaffEvent } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import { columnsOf, coverageValues, present } from './agenda.presenters.ts';
import type { AgendaRepository, EventRange } from './agenda.repository.ts';

export type AgendaDeps = { db: Database; repository: AgendaRepository };

/** The agenda as staff plan it: events, their coverage, and a save that never overwrites a colleague's. */
export function createAgendaService(deps: AgendaDeps) {
  const { db, repository } = deps;

  async function presented(id: number, via: Database = db): Promise<StaffEvent> {
    const event = await repository.find(id, via);
    if (!event) throw new NotFoundError();
    return present(event, await repository.coveragesOf([id], via));
  }

  return {
    async list(query: EventRange & { page: number; rowsPerPage: number }) {
      const { rows, total } = await repository.page(query, { limit: query.rowsPerPage, offset: offsetOf(query) });
      const coverages = await repository.coveragesOf(rows.map((row) => row.id));
      return { data: rows.map((row) => present(row, coverages)), meta: pageMeta(total, query) };
    },

    detail: (id: number) => presented(id),

    create: (staffId: number, fields: EventFields) =>
      db.transaction(async (tx) => {
        const event = await repository.insert(tx, { ...columnsOf(fields, staffId), createdBy: staffId });
        await repository.saveCoverages(tx, event.id, coverageValues(fields));
        return presented(event.id, tx);
      }),

    /** Refused with a clear message when someone saved the event since `version` was read. */
    update: (staffId: number, id: number, fields: EventFields & { version: number }) =>
      db.transaction(async (tx) => {
        const saved = await repository.updateAt(tx, id, fields.version, columnsOf(fields, staffId));
        if (!saved) {
          if (await repository.find(id, tx)) throw new ConflictError(messages.eventChangedMeanwhile);
          throw new NotFoundError();
        }
        await repository.saveCoverages(tx, id, coverageValues(fields));
        return presented(id, tx);
      }),

    /** A copy planned again: the same event and coverage, no reason, nothing delivered yet. */
    duplicate: (staffId: number, id: number) =>
      db.transaction(async (tx) => {
        const original = await repository.find(id, tx);
        if (!original) throw new NotFoundError();
        const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...columns } = original;
        const copy = await repository.insert(tx, {
          ...columns,
          status: 'planned',
          statusReason: '',
          createdBy: staffId,
          updatedBy: staffId,
        });
        const coverages = await repository.coveragesOf([id], tx);
        await repository.saveCoverages(
          tx,
          copy.id,
          coverages.map(({ kind, state, expectedDate, expectedTime, note }) => ({
            kind,
            state: state === 'cancelled' ? state : 'planned',
            expectedDate,
            expectedTime,
            note,
          })),
        );
        return presented(copy.id, tx);
      }),
  };
}
export type AgendaService = ReturnType<typeof createAgendaService>;
