import { describe, expect, it } from 'vitest';
import { plainText, RICH_TEXT_MAX_NESTING, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting a story needs', () => {
    const html = '<h2>Budget</h2><p style="text-align: center">The <strong>House</strong> met. <a href="https://x.np">Read</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Budget</h2><p style="text-align:center">The <strong>House</strong> met. <a href="https://x.np" rel="noopener noreferrer nofollow">Read</a></p>',
    );
  });

  it('removes scripts, event handlers, javascript: links and foreign iframes', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example/"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|evil/);
    expect(clean).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
  });

  it('drops tags nested deeper than the bound and keeps their text', () => {
    const depth = 10_000;
    const clean = sanitizeRichText(`${'<div><b>'.repeat(depth / 2)}deep${'</b></div>'.repeat(depth / 2)}`);
    expect(clean.match(/<div>|<b>/g)).toHaveLength(RICH_TEXT_MAX_NESTING);
    expect(clean).toContain('>deep<');
  });
});

describe('plainText', () => {
  it('separates blocks and decodes entities', () => {
    expect(plainText('<p>नेपाल&nbsp;सरकार</p><p>A &amp; B</p>')).toBe('नेपाल सरकार A & B');
  });
});
