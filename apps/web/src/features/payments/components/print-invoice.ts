import devanagariFont from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import { INVOICE_WINDOW, type Invoice } from '@portal/shared';
import type { TFunction } from 'i18next';
import {
  describeInvoice,
  type InvoiceContent,
  type InvoiceLine,
  type InvoiceParty,
  ITEM_COLUMNS,
  type ItemColumn,
} from './invoice-content.ts';

/**
 * Prints the receipt from a window of its own (SPEC.md §2 Invoice): a complete document with inline
 * styles and no script, which the CSP would refuse; then the window closes and the page reloads.
 * Answers false when the browser blocked the window.
 */
export function printInvoice(invoice: Invoice, t: TFunction): boolean {
  const popup = window.open('', 'invoice-print', `width=${INVOICE_WINDOW.width},height=${INVOICE_WINDOW.height}`);
  if (!popup) return false;
  const html = invoiceHtml(describeInvoice(invoice, t), invoice.bill_no);
  popup.document.open();
  popup.document.write(html);
  popup.document.close();
  popup.focus();
  const print = () => {
    popup.print();
    popup.close();
    window.location.reload();
  };
  // A Nepali receipt waits for the portal's Devanagari font, or a machine without one prints boxes.
  if (DEVANAGARI.test(html)) void popup.document.fonts.load(`14px "${DEVANAGARI_FONT}"`, 'क').then(print, print);
  else print();
  return true;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_FONT = 'Noto Sans Devanagari Variable';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Names, addresses and links are the client's own words: never markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const STYLE = `
  @font-face {
    font-family: "${DEVANAGARI_FONT}"; font-style: normal; font-weight: 100 900; font-display: swap;
    src: url("${devanagariFont}") format("woff2-variations");
  }
  body { font-family: "Noto Sans", "${DEVANAGARI_FONT}", "Noto Sans Devanagari", Arial, sans-serif; color: #000; margin: 32px; font-size: 14px; }
  h1 { font-size: 28px; margin: 0 0 8px; }
  h2 { font-size: 13px; letter-spacing: .08em; color: #555; margin: 0 0 4px; }
  dl.facts { display: flex; flex-wrap: wrap; gap: 4px 24px; margin: 0 0 24px; }
  dl.facts dt { color: #555; } dl.facts dd { margin: 0 0 0 4px; font-weight: 600; }
  dl.facts div { display: flex; }
  .parties { display: flex; gap: 48px; margin-bottom: 24px; }
  .parties p { margin: 2px 0; } .parties .name { font-weight: 700; }
  table { width: 100%; border-collapse: collapse; }
  caption { text-align: left; font-weight: 600; margin-bottom: 4px; }
  th, td { border: 1px solid #999; padding: 6px 8px; text-align: left; vertical-align: top; }
  thead th { background: #eee; }
  .amount { text-align: right; white-space: nowrap; }
  .period { display: block; color: #555; font-size: 12px; }
  tfoot th { text-align: right; } tfoot tr:last-child { font-weight: 700; }
`;

const line = ({ label, value }: InvoiceLine) => `<p>${escapeHtml(label)}: ${escapeHtml(value)}</p>`;
const party = ({ heading, name, lines }: InvoiceParty) =>
  `<section><h2>${escapeHtml(heading)}</h2><p class="name">${escapeHtml(name)}</p>${lines.map(line).join('')}</section>`;

function itemCell(content: InvoiceContent, column: ItemColumn) {
  const text = escapeHtml(content.item[column]);
  if (column === 'duration') return `<td>${text}<span class="period">${escapeHtml(content.period)}</span></td>`;
  return column === 'amount' ? `<td class="amount">${text}</td>` : `<td>${text}</td>`;
}

function invoiceHtml(content: InvoiceContent, billNo: string): string {
  const headers = ITEM_COLUMNS.map(
    (column) => `<th${column === 'amount' ? ' class="amount"' : ''}>${escapeHtml(content.columns[column])}</th>`,
  );
  const totals = content.totals.map(
    ({ label, value }) =>
      `<tr><th colspan="${ITEM_COLUMNS.length - 1}">${escapeHtml(label)}</th><td class="amount">${escapeHtml(value)}</td></tr>`,
  );
  return `<!doctype html>
<html lang="${escapeHtml(document.documentElement.lang || 'en')}">
<head><meta charset="utf-8"><title>${escapeHtml(`${content.heading} ${billNo}`)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(content.heading)}</h1>
<dl class="facts">${content.facts.map(({ label, value }) => `<div><dt>${escapeHtml(label)}:</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>
<div class="parties">${party(content.from)}${party(content.billTo)}</div>
<table>
<caption>${escapeHtml(content.caption)}</caption>
<thead><tr>${headers.join('')}</tr></thead>
<tbody><tr>${ITEM_COLUMNS.map((column) => itemCell(content, column)).join('')}</tr></tbody>
<tfoot>${totals.join('')}</tfoot>
</table>
</body>
</html>`;
}
