import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@portal/shared';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { showNotice } from '../../../lib/notices.ts';
import type { SampleFile, SampleGrammar } from '../samples/index.ts';
import { codeColours } from './code-colors.ts';
import { highlightedHtml } from './highlight.ts';

/** A file path that wraps after its slashes on a narrow screen rather than inside a name. */
const breakableAtSlashes = (path: string) =>
  path.split('/').map((part, index, parts) => (
    <Fragment key={parts.slice(0, index + 1).join('/')}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));

/** One source file: its path, a Copy button and the highlighted code, scrolled sideways on narrow screens. */
export function CodeBlock({ file, grammar }: { file: SampleFile; grammar: SampleGrammar }) {
  const { t } = useTranslation();
  const html = useMemo(() => highlightedHtml(file.code, grammar), [file.code, grammar]);

  const copy = async () => {
    try {
      await copyToClipboard(file.code);
      showNotice(t('developer.copied'), { variant: 'success' });
    } catch {
      showNotice(messages.copyFailed, { variant: 'error' });
    }
  };

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box
        component="figcaption"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1.5, py: 0.5, bgcolor: 'action.hover' }}
      >
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {breakableAtSlashes(file.path)}
        </Typography>
        <Button size="small" startIcon={<ContentCopy />} onClick={copy} aria-label={t('developer.samples.copyFile', { file: file.path })}>
          {t('developer.samples.copy')}
        </Button>
      </Box>
      <Box
        component="pre"
        // Focusable so keyboard users can scroll the long lines sideways.
        tabIndex={0}
        sx={(theme) => ({
          ...codeColours(theme),
          m: 0,
          p: 2,
          overflow: 'auto',
          maxHeight: '70vh',
          fontSize: '0.8125rem',
          lineHeight: 1.55,
        })}
      >
        <Box
          component="code"
          sx={{ fontFamily: '"JetBrains Mono", "Fira Code", Consolas, "Liberation Mono", monospace' }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the code, which is our own sample source.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Box>
    </Box>
  );
}
