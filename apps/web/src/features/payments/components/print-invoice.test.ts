import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { paidInvoice } from '../testing/fixtures.ts';
import { printInvoice } from './print-invoice.ts';

function fakePrintWindow() {
  let html = '';
  const popup = {
    document: { open: vi.fn(), write: vi.fn((text: string) => (html += text)), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open, html: () => html };
}

type VirtualConsole = {
  on(event: 'jsdomError', listener: (error: Error) => void): void;
  off(event: 'jsdomError', listener: (error: Error) => void): void;
};

/** jsdom cannot reload a page: it reports each attempt on its virtual console, which this counts. */
function watchNavigations() {
  const { virtualConsole } = (globalThis as unknown as { jsdom: { virtualConsole: VirtualConsole } }).jsdom;
  const attempts: string[] = [];
  const listener = (error: Error) => attempts.push(error.message);
  virtualConsole.on('jsdomError', listener);
  return { attempts, stop: () => virtualConsole.off('jsdomError', listener) };
}

afterEach(() => vi.restoreAllMocks());

describe('printInvoice', () => {
  it('writes the whole receipt into a 1200x900 window, prints it, closes it and reloads the page', () => {
    const { popup, open, html } = fakePrintWindow();
    const navigations = watchNavigations();

    expect(printInvoice(paidInvoice, i18n.t)).toBe(true);
    navigations.stop();

    expect(open).toHaveBeenCalledWith('', 'invoice-print', 'width=1200,height=900');
    expect(html()).toMatch(/^<!doctype html>/);
    expect(html()).toContain('<title>Invoice RSS-2083-000042</title>');
    expect(html()).toContain('<th colspan="4">Total Amount</th><td class="amount">Rs. 3,051</td>');
    expect(html()).toContain('<th colspan="4">VAT (13 %)</th><td class="amount">Rs. 351</td>');
    expect(html()).toContain('3 Months<span class="period">7 Mangsir 2083 (Nov 23, 2026) – 11 Falgun 2083 (Feb 23, 2027)</span>');
    expect(html()).toContain('Kantipur &lt;Daily&gt;');
    expect(html()).not.toMatch(/<script/i);
    expect(popup.print).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalledOnce();
    expect(popup.document.write.mock.invocationCallOrder[0]).toBeLessThan(popup.print.mock.invocationCallOrder[0] ?? 0);
    expect(popup.print.mock.invocationCallOrder[0]).toBeLessThan(popup.close.mock.invocationCallOrder[0] ?? 0);
    expect(navigations.attempts).toEqual([expect.stringMatching(/navigation/)]);
  });

  it('answers false, and prints nothing, when the browser blocks the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(printInvoice(paidInvoice, i18n.t)).toBe(false);
  });
});
