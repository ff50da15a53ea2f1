import { defineModule } from '../../plugins/feature-modules.ts';
import { smsGatewaySimulator } from './sms-gateway.simulator.ts';
import { createUrgentSmsRepository } from './urgent-sms.repository.ts';
import { urgentSmsRoutes } from './urgent-sms.routes.ts';
import { createUrgentSmsService } from './urgent-sms.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** How many urgent-news SMS went out between two instants (analytics). */
    urgentSmsSent: (from: Date, until: Date) => Promise<number>;
  }
}

/** SMS for urgent news: the opt-in under /api/client, the dispatch and sending jobs, and the gateway's simulator. */
export const urgentSmsModule = defineModule({
  name: 'urgent-sms',
  needs: ['db', 'config', 'users', 'itemChanges', 'jobs', 'sms', 'now', 'log'],
  gives: ['urgentSmsSent'],
  build: async ({ config, itemChanges, ...deps }) => {
    const repository = createUrgentSmsRepository(deps.db);
    const service = await createUrgentSmsService({
      ...deps,
      dispatcher: itemChanges.dispatcher,
      repository,
      agencyName: config.agencyName,
      perDay: config.sms.urgentPerDay,
      retry: config.sms.retry,
    });
    return {
      gives: { urgentSmsSent: repository.sentBetween },
      routes: async (app) => {
        await app.register(urgentSmsRoutes(service));
        if (config.sms.simulator) await app.register(smsGatewaySimulator({ token: config.sms.token }), { prefix: '/sim/sms' });
      },
    };
  },
});
