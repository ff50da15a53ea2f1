import { createSecretAddresses } from '../../lib/secret-addresses.ts';
import { createSecretTokensRepository } from '../../lib/secret-tokens.repository.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createAgendaCalendarService } from './agenda-calendar.service.ts';
import { createAgendaChangesRepository } from './agenda-changes.repository.ts';
import { createAgendaFeedService } from './agenda-feed.service.ts';
import { agendaMachinesRoutes } from './agenda-machines.routes.ts';

/**
 * The Agenda for machines: a person's calendar subscription at a secret address and each event as an .ics file
 * (iCalendar), and the Feed API's `/api/feed/v1/agenda`, all read from the agenda's log. (Webhooks send the log's
 * changes from the webhooks module.)
 */
export const agendaMachinesModule = defineModule({
  name: 'agenda-machines',
  needs: ['db', 'config', 'box', 'content', 'feedUsage', 'audit', 'now'],
  gives: [],
  build: ({ db, config, box, content, feedUsage, audit, now }) => {
    const changes = createAgendaChangesRepository(db);
    const calendar = createAgendaCalendarService({
      addresses: createSecretAddresses({
        tokens: createSecretTokensRepository(db, 'agenda_calendar_tokens'),
        box,
        rotated: {
          db,
          record: (tx, userId) => audit.record(tx, { action: 'calendar_address.rotate', object: { type: 'user', id: userId } }),
        },
      }),
      changes,
      policy: content.policy,
      publicUrl: config.publicUrl,
      agencyName: config.agencyName,
      now,
    });
    const feed = createAgendaFeedService({ changes, policy: content.policy, publicUrl: config.publicUrl, now });
    return {
      routes: async (app) => {
        await app.register(agendaMachinesRoutes({ calendar, feed, usage: feedUsage, callsPerMinute: config.feedCallsPerMinute }));
      },
    };
  },
});
