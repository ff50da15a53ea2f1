import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { jobCount } from '../test/job-rows.ts';
import { startSmtpCatcher } from '../test/smtp-catcher.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';
import { MAIL_QUEUE, type Mailer, startMailer } from './mailer.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createSecretBox } from './secret-box.ts';

const log = pino({ level: 'silent' });
let database: TestDatabase;
let jobs: JobQueue;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let mailer: Mailer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCatcher();
  jobs = await startJobQueue({ database, pollingSeconds: 0.5, log });
  mailer = await startMailer({
    jobs,
    box: createSecretBox('a test secret of thirty-two chars!'),
    smtpUrl: smtp.url,
    from: 'portal@agency.test',
    retry: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
    outbox: createOutboxRepository(database.db),
    log,
  });
});
afterAll(async () => {
  await jobs.stop();
  await smtp.close();
  await database.close();
});

const mail = (to: string) => ({ to, subject: `Your password, ${to}`, text: 'Your password: Secret#123' });
const outboxOf = async (to: string) => (await database.db.select().from(outbox).where(eq(outbox.recipient, to))).map((row) => row.status);

describe('the mail queue', () => {
  it('sends a mail queued in a transaction once it commits, and keeps no mail in clear in the job table', async () => {
    await database.db.transaction((tx) => mailer.send(mail('committed@example.com'), tx));
    const jobData = (await database.db.execute(sql`select data::text as data from pgboss.job where name = ${MAIL_QUEUE}`)) as unknown as {
      rows: { data: string }[];
    };
    expect(jobData.rows.length).toBeGreaterThan(0);
    for (const row of jobData.rows) expect(row.data).not.toContain('Secret#123');
    expect((await smtp.waitFor('committed@example.com')).text).toContain('Your password: Secret#123');
    await expect.poll(() => outboxOf('committed@example.com')).toEqual(['sent']);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const before = await jobCount(database.db, MAIL_QUEUE);
    const rolledBack = database.db.transaction(async (tx) => {
      await mailer.send(mail('rolled-back@example.com'), tx);
      throw new Error('the request failed after queueing its mail');
    });
    await expect(rolledBack).rejects.toThrow('the request failed');
    expect(await jobCount(database.db, MAIL_QUEUE)).toBe(before);
  });

  it('tries a refused mail again, and records it as failed after the last try', async () => {
    smtp.setFailing(true);
    try {
      await mailer.send(mail('refused@example.com'));
      await expect.poll(() => outboxOf('refused@example.com'), { timeout: 10_000 }).toEqual(['failed']);
      expect(smtp.refusals).toBeGreaterThanOrEqual(2);
    } finally {
      smtp.setFailing(false);
    }
  });
});
