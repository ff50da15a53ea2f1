import { createHttpOut } from '../../lib/http-out.ts';
import { startIntervalJob } from '../../lib/interval-job.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createNewsDeskService } from '../news-desk/news-desk.service.ts';
import { createIngestRepository } from './ingest.repository.ts';
import { ingestRoutes } from './ingest.routes.ts';
import { createIngestService } from './ingest.service.ts';
import { createIngestApply } from './ingest-apply.ts';
import { BINARY_SWEEP_EVERY_MS, createBinarySweep } from './ingest-binary-sweep.ts';
import { ingestConsoleRoutes } from './ingest-console.routes.ts';
import { createIngestConsoleService } from './ingest-console.service.ts';
import { createIngestFiles } from './ingest-files.ts';
import { createStaffKeysRepository } from './staff-keys.repository.ts';
import { createStaffKeysService } from './staff-keys.service.ts';
import { createSuperdeskSignature } from './superdesk-signature.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the sweep of pushed binaries no item names (each instance runs it hourly): answers the media ids removed. */
    sweepIngestBinaries: () => Promise<string[]>;
  }
}

/** Pictures an item names by address are fetched with this deadline and size cap. */
const PICTURE_FETCH = { timeoutMs: 10_000, maxBodyBytes: 25 * 1024 * 1024 };

/**
 * Ingest: the agency's editorial systems publish into the portal. Superdesk's HTTP push (`/push`, `/push_binary`,
 * signed) and the generic ingest API (`/api/ingest/v1/items`, staff API keys with the `ingest` scope) feed one
 * pipeline — parse, map through the staff's tables, apply once per guid and version — which publishes, corrects and
 * withdraws through the news desk's use cases, so every output downstream follows. The console is under /api/v1.
 * Every instance sweeps, hourly, the pushed binaries no item has named for a week.
 */
export const ingestModule = defineModule({
  name: 'ingest',
  needs: ['content', 'news', 'newsRepository', 'newsLists', 'users', 'storage', 'box', 'config', 'log', 'metrics', 'audit'],
  gives: [],
  build: ({ content, news, newsRepository, newsLists, users, storage, box, config, log, metrics, audit }) => {
    const repository = createIngestRepository(content.db);
    const newsDesk = createNewsDeskService({ ...content, news, newsRepository, lists: newsLists, audit });
    const httpOut = createHttpOut({
      allowLoopback: config.outboundAllowLoopback,
      log,
      onOutcome: metrics.outbound('ingest-fetch'),
      ...PICTURE_FETCH,
    });
    const files = createIngestFiles({ repository, storage, mediaService: content.mediaService, httpOut });
    const apply = createIngestApply({ db: content.db, newsDesk, newsRepository, files });
    const ingest = createIngestService({ repository, apply, languages: content.lookups.languageRows.all, now: content.now });
    const staffKeys = createStaffKeysService({
      repository: createStaffKeysRepository(content.db),
      roleOf: async (userId) => (await users.findUserById(userId))?.role,
      db: content.db,
      audit,
      now: content.now,
    });
    const signature = createSuperdeskSignature({ repository, box });
    const ingestConsole = createIngestConsoleService({ repository, ingest, box, db: content.db, audit, now: content.now });
    const sweepIngestBinaries = createBinarySweep({ repository, storage, now: content.now, log });
    return {
      decorations: { sweepIngestBinaries },
      routes: async (app) => {
        const sweep = startIntervalJob(async () => void (await sweepIngestBinaries()), {
          everyMs: BINARY_SWEEP_EVERY_MS,
          onError: (error) => log.error({ err: error }, 'ingest: the sweep of unused binaries failed'),
        });
        app.addHook('onClose', () => sweep.stop());
        await app.register(ingestRoutes({ ingest, files, signature, staffKeys, callsPerMinute: config.ingestCallsPerMinute }));
        await app.register(ingestConsoleRoutes({ console: ingestConsole, staffKeys }));
      },
    };
  },
});
