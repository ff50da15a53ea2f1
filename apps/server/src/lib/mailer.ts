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
  /** Many mails at once, one job each in one statement: a notice to hundreds of people queues in a moment. */
  sendAll(mails: Mail[], via?: Database): Promise<void>;
};

export const MAIL_QUEUE = 'mail';
/** A delivered mail's job row goes after an hour: its data is the mail, which may hold a first password. */
const KEEP_DONE_SECONDS = 3_600;
/** Mails an instance hands to the SMTP server at once: the wait is the server's answer, so a notice to 500 people goes in a minute. */
const MAILS_AT_ONCE = 8;

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
  await deps.jobs.work<{ sealed: string }>(
    MAIL_QUEUE,
    { ...deps.retry, keepDoneSeconds: KEEP_DONE_SECONDS, concurrency: MAILS_AT_ONCE },
    (job, attempt) => deliver(mailSchema.parse(JSON.parse(deps.box.open(job.sealed))), attempt),
  );
  const sendAll: Mailer['sendAll'] = (mails, via) =>
    deps.jobs.enqueue(
      MAIL_QUEUE,
      mails.map((mail) => ({ data: { sealed: deps.box.seal(JSON.stringify(mail)) } })),
      via,
    );
  return { send: (mail, via) => sendAll([mail], via), sendAll };
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
