import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import { prepareSimulator } from '../payments/simulators/simulator-page.ts';

/** What the simulator kept of one message it accepted. */
export type ReceivedSms = { from: string; to: string; text: string; receivedAt: string };

/** A number Sparrow SMS takes: a Nepali mobile, 10 digits starting with 9. */
const NEPALI_MOBILE = /^9\d{9}$/;
const KEPT = 200;

/**
 * Sparrow SMS's bulk API for development and tests (docs/SMS-GATEWAY.md), at `/sim/sms/v2/sms/`: it
 * checks the token and the numbers and answers as the real API does. `/sim/sms/` is a page of what it
 * received, newest first; `/sim/sms/messages` the same as JSON; tests make the next sends fail with
 * `POST /sim/sms/control/fail {count}`.
 */
export function smsGatewaySimulator(deps: { token: string }): FastifyPluginAsync {
  const received: ReceivedSms[] = [];
  let failing = 0;

  return async (app) => {
    prepareSimulator(app);

    app.post('/v2/sms/', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      if (field('token') !== deps.token) return reply.code(403).send({ response_code: 1002, response: 'Invalid Token' });
      const numbers = field('to')
        .split(',')
        .map((number) => number.trim());
      if (numbers.some((number) => !NEPALI_MOBILE.test(number))) {
        return reply.code(403).send({ response_code: 1007, response: 'Invalid Receiver' });
      }
      if (field('text') === '') return reply.code(403).send({ response_code: 1000, response: 'Invalid Message' });
      if (failing > 0) {
        failing -= 1;
        return reply.code(500).send({ response_code: 5000, response: 'Simulated gateway failure' });
      }
      const at = new Date().toISOString();
      for (const to of numbers) received.unshift({ from: field('from'), to, text: field('text'), receivedAt: at });
      received.splice(KEPT);
      return { count: numbers.length, response_code: 200, response: `${numbers.length} mesages has been queued for delivery` };
    });

    app.get('/messages', async () => ({ data: received }));

    app.post('/control/fail', async (request) => {
      failing = Number((request.body as { count?: unknown } | undefined)?.count ?? 1);
      return { failing };
    });

    app.get('/', async (_request, reply) => {
      const rows = received
        .map(
          (sms) =>
            `<tr><td>${escapeHtml(sms.receivedAt)}</td><td>${escapeHtml(sms.to)}</td><td>${escapeHtml(sms.from)}</td><td>${escapeHtml(sms.text)}</td></tr>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS gateway simulator</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1b1f24}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #0002}
@media (prefers-color-scheme:dark){body{background:#15181c;color:#e8eaed}}</style></head>
<body><main><h1>SMS gateway simulator</h1><p>Messages the portal sent through the Sparrow SMS API stand-in, newest first. Nothing reaches a phone.</p>
<table><thead><tr><th>Received</th><th>To</th><th>From</th><th>Text</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet</td></tr>'}</tbody></table></main></body></html>`;
    });
  };
}
