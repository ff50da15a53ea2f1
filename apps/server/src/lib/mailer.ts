import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { ServiceUnavailableError } from './errors.ts';
import type { OutboxRepository } from './outbox.repository.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };
/** `via`: the transaction the outbox record belongs to, so a rolled-back request leaves no trace of its mail. */
export type Mailer = { send(mail: Mail, via?: Database): Promise<void> };

/**
 * Over SMTP when `smtpUrl` is set; otherwise every mail is written to the log.
 * Either way the mail is kept in the outbox. A failed SMTP delivery is logged and throws a 503.
 */
export function createMailer(deps: {
  smtpUrl: string | undefined;
  from: string;
  outbox: OutboxRepository;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(smtpOptions(deps.smtpUrl)) : undefined;
  return {
    async send(mail, via) {
      const record = { channel: 'mail' as const, recipient: mail.to, subject: mail.subject, body: mail.text };
      if (!transport) {
        deps.log.info({ to: mail.to, subject: mail.subject }, `mail (not sent: no SMTP_URL)\n${mail.text}`);
        await deps.outbox.add({ ...record, status: 'logged' }, via);
        return;
      }
      try {
        await transport.sendMail({ from: deps.from, ...mail });
      } catch (error) {
        deps.log.error({ err: error, to: mail.to }, 'mail delivery failed');
        throw new ServiceUnavailableError('We could not send the email just now. Please try again in a few minutes.');
      }
      await deps.outbox.add({ ...record, status: 'sent' }, via);
    },
  };
}

/** smtp://user:pass@host:port or smtps://… with timeouts short enough to fail a request cleanly. */
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
