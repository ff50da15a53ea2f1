import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.ts';

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
});

describe('plainText', () => {
  it('separates blocks and decodes entities', () => {
    expect(plainText('<p>नेपाल&nbsp;सरकार</p><p>A &amp; B</p>')).toBe('नेपाल सरकार A & B');
  });
});
