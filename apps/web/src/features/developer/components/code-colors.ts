import type { CSSObject, Theme } from '@mui/material/styles';

/** GitHub-like colours; each at least 5:1 against its scheme's code background (WCAG AA). */
const LIGHT = {
  '--code-bg': '#f6f8fa',
  '--code-fg': '#1f2328',
  '--code-keyword': '#cf222e',
  '--code-title': '#6639ba',
  '--code-string': '#0a3069',
  '--code-number': '#0550ae',
  '--code-comment': '#59636e',
  '--code-meta': '#953800',
};
const DARK: typeof LIGHT = {
  '--code-bg': '#0d1117',
  '--code-fg': '#e6edf3',
  '--code-keyword': '#ff7b72',
  '--code-title': '#d2a8ff',
  '--code-string': '#a5d6ff',
  '--code-number': '#79c0ff',
  '--code-comment': '#9198a1',
  '--code-meta': '#ffa657',
};

const tokenColours = {
  '.hljs-keyword, .hljs-doctag, .hljs-template-tag, .hljs-type, .hljs-variable.language_': { color: 'var(--code-keyword)' },
  '.hljs-title, .hljs-title.class_, .hljs-title.function_': { color: 'var(--code-title)' },
  '.hljs-string, .hljs-regexp, .hljs-meta .hljs-string': { color: 'var(--code-string)' },
  '.hljs-number, .hljs-literal, .hljs-attr, .hljs-attribute, .hljs-built_in, .hljs-symbol, .hljs-property': { color: 'var(--code-number)' },
  '.hljs-comment, .hljs-quote': { color: 'var(--code-comment)', fontStyle: 'italic' },
  '.hljs-meta, .hljs-variable': { color: 'var(--code-meta)' },
};

/** The code block's colours as CSS variables, switched with the page's light/dark scheme. */
export const codeColours = (theme: Theme): CSSObject => ({
  ...LIGHT,
  ...theme.applyStyles('dark', DARK),
  color: 'var(--code-fg)',
  backgroundColor: 'var(--code-bg)',
  ...tokenColours,
});
