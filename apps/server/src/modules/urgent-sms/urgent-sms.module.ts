import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { ItemChangeDispatcher } from '../item-changes/item-change-dispatcher.ts';
import { smsGatewaySimulator } from './sms-gateway.simulator.ts';
import { createUrgentSmsRepository } from './urgent-sms.repository.ts';
import { urgentSmsRoutes } from './urgent-sms.routes.ts';
import { createUrgentSmsService } from './urgent-sms.service.ts';

/** SMS for urgent news: the opt-in under /api/client, the dispatch and sending jobs, and the gateway's simulator. */
export async function urgentSmsModule(deps: {
  db: Database;
  config: Pick<Config, 'sms' | 'agencyName'>;
  users: Pick<AuthRepository, 'findUserById' | 'updateUser'>;
  dispatcher: ItemChangeDispatcher;
  jobs: JobQueue;
  sms: SmsSender;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config } = deps;
  const repository = createUrgentSmsRepository(deps.db);
  const service = await createUrgentSmsService({
    ...deps,
    repository,
    agencyName: config.agencyName,
    perDay: config.sms.urgentPerDay,
    retry: config.sms.retry,
  });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(urgentSmsRoutes(service), { prefix: '/api/client' });
    if (config.sms.simulator) await app.register(smsGatewaySimulator({ token: config.sms.token }), { prefix: '/sim/sms' });
  };
  return { name: 'urgent-sms', routes, sentBetween: repository.sentBetween };
}
