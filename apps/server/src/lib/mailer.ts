import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { JobQueue, JobTry, RetryPolicy } from './job-queue.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { SecretBox } from './secret-box.ts';

/** `headers`: extra header lines, e.g. the one-click unsubscribe of alert mails (RFC 8058). */
const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type Mail = z.infer<typeof mailSchema>;

/**
 * Hands a mail over for sending: it becomes a job, inside `via` when given, so a rolled-back request
 * sends nothing and a request never waits for the SMTP server.
 */
export type Mailer = {
  send(mail: Mail, via?: Database): Promise<void>;
  /**
   * The same news to many people (an agenda notice to its watchers): one job each, queued in one statement, sent
   * several at a time, so hundreds go within a minute. Mails to one person that must arrive in order go by `send`.
   */
  sendAll(mails: Mail[], via?: Database): Promise<void>;
};

export const MAIL_QUEUE = 'mail';
export const BULK_MAIL_QUEUE = 'mail-bulk';
/** A delivered mail's job row goes after an hour: its data is the mail, which may hold a first password. */
const KEEP_DONE_SECONDS = 3_600;
/**
 * Bulk mails an instance hands to the SMTP server at once: the wait is the server's answer, so a notice to 500 people
 * goes in a minute. The one-to-one queue works one at a time: a resent invitation never arrives before the first.
 */
const BULK_MAILS_AT_ONCE = 8;

/**
 * Queues mails in pg-boss and works the queue: over SMTP when `smtpUrl` is set, otherwise every mail is
 * kept in the outbox and the log names it. A failed delivery is tried again with backoff; each mail ends in the outbox as
 * sent, logged or (after the last try) failed. Job data is sealed, so the job table holds no mail in clear.
 */
export async function startMailer(deps: {
  jobs: JobQueue;
  box: SecretBox;
  smtpUrl: string | undefined;
  from: string;
  retry: RetryPolicy;
  outbox: OutboxRepository;
  log: FastifyBaseLogger;
}): Promise<Mailer> {
  const deliver = createMailDelivery(deps);
  const settings = { ...deps.retry, keepDoneSeconds: KEEP_DONE_SECONDS };
  const work = (job: { sealed: string }, attempt: JobTry) => deliver(mailSchema.parse(JSON.parse(deps.box.open(job.sealed))), attempt);
  await deps.jobs.work<{ sealed: string }>(MAIL_QUEUE, settings, work);
  await deps.jobs.work<{ sealed: string }>(BULK_MAIL_QUEUE, { ...settings, concurrency: BULK_MAILS_AT_ONCE }, work);
  const queue = (name: string, mails: Mail[], via: Database | undefined) =>
    deps.jobs.enqueue(
      name,
      mails.map((mail) => ({ data: { sealed: deps.box.seal(JSON.stringify(mail)) } })),
      via,
    );
  return { send: (mail, via) => queue(MAIL_QUEUE, [mail], via), sendAll: (mails, via) => queue(BULK_MAIL_QUEUE, mails, via) };
}

function createMailDelivery(deps: { smtpUrl: string | undefined; from: string; outbox: OutboxRepository; log: FastifyBaseLogger }) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(smtpOptions(deps.smtpUrl)) : undefined;
  return async (mail: Mail, attempt: JobTry) => {
    const record = { channel: 'mail' as const, recipient: mail.to, subject: mail.subject, body: mail.text };
    if (!transport) {
      // The text stays out of the log: it may hold a first password or a reset or verification link.
      deps.log.info({ to: mail.to, subject: mail.subject }, 'mail not sent (no SMTP_URL): kept in the outbox');
      await deps.outbox.add({ ...record, status: 'logged' });
      return;
    }
    try {
      await transport.sendMail({ from: deps.from, ...mail });
    } catch (error) {
      const lastTry = attempt.retryCount >= attempt.retryLimit;
      deps.log.error(
        { err: error, to: mail.to, try: attempt.retryCount + 1 },
        lastTry ? 'mail delivery failed: giving up' : 'mail delivery failed',
      );
      if (lastTry) await deps.outbox.add({ ...record, status: 'failed', error: String(error) });
      throw error;
    }
    await deps.outbox.add({ ...record, status: 'sent' });
  };
}

/** smtp://user:pass@host:port or smtps://… with timeouts short enough to let the job try again soon. */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  };
}
