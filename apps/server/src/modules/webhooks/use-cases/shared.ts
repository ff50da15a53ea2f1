import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import type { HttpOut } from '../../../lib/http-out.ts';
import type { JobQueue } from '../../../lib/job-queue.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import type { AgendaChangesRepository } from '../../agenda-machines/agenda-changes.repository.ts';
import type { Audit } from '../../audit/audit.service.ts';
import type { FeedDocuments } from '../../feed/feed-documents.ts';
import type { FeedEventsRepository } from '../../feed/feed-events.repository.ts';
import type { FeedG2 } from '../../feed/feed-g2.ts';
import type { WebhookRow, WebhooksRepository } from '../webhooks.repository.ts';

/** Everything the webhooks' use cases need; each takes its own part. */
export type WebhooksDeps = {
  db: Database;
  repository: WebhooksRepository;
  box: SecretBox;
  jobs: Pick<JobQueue, 'enqueue'>;
  mailer: Mailer;
  httpOut: HttpOut;
  documents: FeedDocuments;
  g2: FeedG2;
  events: FeedEventsRepository;
  /** The agenda's log (a read model of agenda-machines): what an Agenda delivery sends. */
  agendaChanges: AgendaChangesRepository;
  allowLoopback: boolean;
  publicUrl: string;
  /** A hook's registration, change, removal and new secret are audited. */
  audit: Audit;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** The caller's hook, or a 404: a hook of another client is answered as missing. */
export async function ownedWebhook(repository: WebhooksRepository, userId: number, id: number): Promise<WebhookRow> {
  const row = await repository.find(userId, id);
  if (!row) throw new NotFoundError();
  return row;
}
