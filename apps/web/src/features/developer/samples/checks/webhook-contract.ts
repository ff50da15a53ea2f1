import { createHmac } from 'node:crypto';

/** Test support: the signing secret the sample receivers are started with. */
export const TEST_WEBHOOK_SECRET = 'whsec_test-secret-for-the-sample-receivers';
export const WEBHOOK_PATH = '/webhooks/portal';

const ITEM = JSON.stringify({ uri: 'https://portal.example/news/1', version: '1', pubstatus: 'usable', headlines: [{ value: 'नेपाल' }] });

/** Sends one delivery as the portal does (the signature over "t.body"); answers the receiver's status. */
async function deliver(url: string, options: { secret?: string; ageSeconds?: number; eventId: string }): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0);
  const digest = createHmac('sha256', options.secret ?? TEST_WEBHOOK_SECRET)
    .update(`${timestamp}.${ITEM}`)
    .digest('hex');
  const response = await fetch(`${url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Portal-Signature': `t=${timestamp},v1=${digest}`,
      'X-Portal-Event-Id': options.eventId,
      'Idempotency-Key': options.eventId,
    },
    body: ITEM,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Test support: what a sample receiver gets wrong about checking webhook signatures (empty when nothing). */
export async function webhookProblems(url: string): Promise<string[]> {
  const problems: string[] = [];
  const signed = await deliver(url, { eventId: '101' });
  if (signed < 200 || signed >= 300) problems.push(`a correctly signed delivery was answered ${signed}`);
  const again = await deliver(url, { eventId: '101' });
  if (again < 200 || again >= 300) problems.push(`the same delivery again (a retry) was answered ${again}`);
  const forged = await deliver(url, { eventId: '102', secret: 'whsec_someone-else' });
  if (forged < 400 || forged >= 500) problems.push(`a wrong signature was answered ${forged}`);
  const stale = await deliver(url, { eventId: '103', ageSeconds: 600 });
  if (stale < 400 || stale >= 500) problems.push(`a signature 10 minutes old was answered ${stale}`);
  return problems;
}
