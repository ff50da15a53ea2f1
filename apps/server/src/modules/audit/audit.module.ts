import { startIntervalJob } from '../../lib/interval-job.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { type Audit, createAuditService } from './audit.service.ts';
import { createAuditEventsRepository } from './audit-events.repository.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** The audit trail: `audit.record(tx, entry)` appends one row in the transaction of the change. */
    audit: Audit;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the audit retention (each instance runs it daily): answers the rows deleted. */
    deleteExpiredAuditEvents: () => Promise<number>;
  }
}

const DAY_MS = 86_400_000;
const START_DELAY_MS = 60_000;

/**
 * The audit trail: the append-only `audit_events` every module writes through `audit.record`, the
 * console's search and CSV export, a house's security events on Team, and the retention: AUDIT_RETENTION_DAYS
 * written at start where the table's delete trigger reads it, and a daily delete of the older rows.
 */
export const auditModule = defineModule({
  name: 'audit',
  needs: ['db', 'config', 'log', 'now'],
  gives: ['audit'],
  build: async ({ db, config, log, now }) => {
    const repository = createAuditRepository(db);
    const audit = createAuditService({ db, repository, events: createAuditEventsRepository(db), now });
    await audit.setRetentionDays(config.auditRetentionDays);
    const deleteExpiredAuditEvents = async () => {
      const deleted = await audit.deleteExpired();
      if (deleted > 0) log.info({ deleted, retentionDays: config.auditRetentionDays }, 'audit: rows past the retention deleted');
      return deleted;
    };
    return {
      gives: { audit: { record: audit.record } },
      decorations: { deleteExpiredAuditEvents },
      routes: async (app) => {
        const onError = (error: unknown) => log.error({ err: error }, 'audit: the retention run failed');
        const retention = startIntervalJob(async () => void (await deleteExpiredAuditEvents()), { everyMs: DAY_MS, onError });
        // A first run a minute after the start, so instances restarted more often than daily still delete.
        const first = setTimeout(() => void deleteExpiredAuditEvents().catch(onError), START_DELAY_MS);
        first.unref();
        app.addHook('onClose', async () => {
          clearTimeout(first);
          await retention.stop();
        });
        await app.register(auditRoutes({ audit }));
      },
    };
  },
});
