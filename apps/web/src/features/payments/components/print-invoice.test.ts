import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/session/i18n.ts';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { paidInvoice } from '../testing/fixtures.ts';
import { printInvoice } from './print-invoice.ts';

function fakePrintWindow() {
  let html = '';
  const fontLoaded = Promise.withResolvers<FontFace[]>();
  const popup = {
    document: {
      open: vi.fn(),
      write: vi.fn((text: string) => (html += text)),
      close: vi.fn(),
      fonts: { load: vi.fn(() => fontLoaded.promise) },
    },
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open, html: () => html, fontLoaded };
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

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

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

  it('prints a Nepali receipt once the Devanagari font it names has loaded in the window', async () => {
    await changeLanguage('ne');
    const { popup, html, fontLoaded } = fakePrintWindow();
    const navigations = watchNavigations();

    expect(printInvoice(paidInvoice, i18n.t)).toBe(true);
    expect(html()).toMatch(/@font-face \{\s+font-family: "Noto Sans Devanagari Variable";[^}]+src: url\("[^"]+\.woff2"\)/);
    expect(html()).toContain('font-family: "Noto Sans", "Noto Sans Devanagari Variable"');
    expect(popup.document.fonts.load).toHaveBeenCalledWith('14px "Noto Sans Devanagari Variable"', 'क');
    expect(popup.print).not.toHaveBeenCalled();

    fontLoaded.resolve([]);
    await vi.waitFor(() => expect(popup.print).toHaveBeenCalledOnce());
    navigations.stop();
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('answers false, and prints nothing, when the browser blocks the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(printInvoice(paidInvoice, i18n.t)).toBe(false);
  });
});
