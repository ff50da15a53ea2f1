import { formatRupeesIn } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { hideFromApiDocs } from '../../../lib/api-docs.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';

/** A gateway simulator's pages and form posts; registered only outside production (config.ts refuses it there). */

export const DECISIONS = ['pay', 'cancel', 'pending'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The hosted payment page: what is paid (`paisa`, written in rupees as the portal writes them), to whom, and the three ways a test can answer. */
export function paymentPage(page: { gateway: string; merchant: string; paisa: number; order: string; action: string }) {
  const row = (label: string, value: string) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.gateway)} simulator</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f7;color:#1b1f24}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:24px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:1.4rem;margin:0 0 4px}p{margin:0 0 16px;color:#555}table{width:100%;border-collapse:collapse;margin-bottom:20px}
th{text-align:left;font-weight:500;color:#555;padding:6px 0}td{text-align:right;padding:6px 0}
form{display:flex;flex-wrap:wrap;gap:8px}button{flex:1;font:inherit;padding:10px 14px;border-radius:8px;border:1px solid #0003;background:#fff;cursor:pointer}
button[value=pay]{background:#1b7f3b;color:#fff;border-color:#1b7f3b}
@media (prefers-color-scheme:dark){body{background:#15181c;color:#e8eaed}main{background:#1f2328}p,th{color:#aab}button{background:#2a2f36;color:#e8eaed}}
</style></head>
<body><main>
<h1>${escapeHtml(page.gateway)} simulator</h1>
<p>No money moves here: this page stands in for the gateway in development and tests.</p>
<table>${row('Merchant', page.merchant)}${row('Order', page.order)}${row('Amount', formatRupeesIn('en', page.paisa))}</table>
<form method="post" action="${escapeHtml(page.action)}">
<button type="submit" name="decision" value="pay">Pay</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="pending">Leave pending</button>
</form>
</main></body></html>`;
}

export const errorPage = (gateway: string, problem: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(gateway)} simulator</title></head>` +
  `<body><h1>${escapeHtml(gateway)} simulator refused the request</h1><p>${escapeHtml(problem)}</p></body></html>`;

/**
 * Readies a simulator's scope: browsers post the gateway's forms urlencoded (Fastify parses only JSON
 * by itself), and its routes stay out of the portal's API documentation.
 */
export function prepareSimulator(app: FastifyInstance) {
  hideFromApiDocs(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export const decisionOf = (body: unknown): Decision | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.decision;
  return DECISIONS.find((decision) => decision === value);
};
