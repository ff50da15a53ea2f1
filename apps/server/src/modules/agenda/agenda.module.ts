import { agendaEventWebUrl } from '@portal/shared';
import { createIdTokens } from '../../lib/id-tokens.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createAgendaRepository } from './agenda.repository.ts';
import { agendaRoutes } from './agenda.routes.ts';
import { createAgendaService } from './agenda.service.ts';
import { agendaFileLink, createAgendaAttachmentsService } from './agenda-attachments.service.ts';
import { createAgendaLogRepository } from './agenda-log.repository.ts';
import { createAgendaLog } from './agenda-log.ts';
import { agendaMails } from './agenda-mails.ts';
import { workAgendaNotices } from './agenda-notices.ts';
import { agendaReadingRoutes } from './agenda-reading.routes.ts';
import { createAgendaReadingService } from './agenda-reading.service.ts';
import { createAgendaWatchesRepository } from './agenda-watches.repository.ts';
import { createCoverageLinksService } from './coverage-links.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the sweep (the job runs once a minute) that sets coverage of withdrawn items back in progress; answers how many. */
    sweepWithdrawnCoverage: () => Promise<number>;
  }
}

const COVERAGE_SWEEP_JOB = 'agenda-coverage-sweep';
const COVERAGE_SWEEP_EVERY_MS = 60_000;

/**
 * The agency's agenda: events it will cover and what it will deliver of each, planned by staff under /api/v1/agenda,
 * read and watched by clients under /api/client/agenda. Every save is logged, and watchers are told of what concerns them.
 */
export const agendaModule = defineModule({
  name: 'agenda',
  needs: ['db', 'config', 'content', 'links', 'jobs', 'mailer', 'sms', 'audit', 'now'],
  gives: [],
  build: async ({ db, config, content, links, jobs, mailer, sms, audit, now }) => {
    const repository = createAgendaRepository(db, content.media);
    const tokens = createIdTokens(config.appSecret, 'agenda-file');
    const fileLink = agendaFileLink(config.publicUrl, tokens);
    const watches = createAgendaWatchesRepository(db);
    const log = createAgendaLog({ repository, changes: createAgendaLogRepository(), watches, jobs, fileLink, now });
    const attachments = createAgendaAttachmentsService({ content, repository, log, links, tokens, publicUrl: config.publicUrl, audit });
    const agenda = createAgendaService({ db, repository, log, fileLink, audit });
    const coverageLinks = createCoverageLinksService({ db, repository, log, audit, now });
    const reading = createAgendaReadingService({ repository, watches, policy: content.policy, fileLink, now });
    const mails = agendaMails({ eventUrl: (id) => agendaEventWebUrl(config.publicUrl, id), agencyName: config.agencyName });
    await workAgendaNotices({ db, watches, mails, mailer, sms, jobs, retry: config.mailRetry, now });
    await jobs.everyPeriod(COVERAGE_SWEEP_JOB, COVERAGE_SWEEP_EVERY_MS, async () => void (await coverageLinks.sweepWithdrawn()));
    return {
      decorations: { sweepWithdrawnCoverage: coverageLinks.sweepWithdrawn },
      routes: async (app) => {
        await app.register(agendaRoutes({ agenda, coverageLinks, attachments }));
        await app.register(agendaReadingRoutes({ reading }));
      },
    };
  },
});
