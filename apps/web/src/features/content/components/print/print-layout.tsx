import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ItemPlace, UsageNotice } from '@portal/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../../components/rich-text.tsx';
import { formatFullDate } from '../../../../lib/dates.ts';
import { usePlaceLine } from '../../../../lib/places.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { UsageTermsNotice } from '../../item/shared/usage-terms-notice.tsx';

export type PrintPicture = { src: string; caption: string };

/** What the print layout shows of any kind of item. */
export type PrintableItem = {
  title: string;
  publishAt: string;
  bodyHtml: string;
  pictures: PrintPicture[];
  credit: string;
  /** The usage terms and the editor's note, printed prominently above the text. */
  notice: UsageNotice;
  place?: ItemPlace | null;
};

/**
 * Paper gets black on white in a serif face (Nepali in the portal's own Devanagari font where the machine has no serif one),
 * no app chrome, and no picture or caption split across pages.
 */
const PRINT_STYLES = {
  '@page': { margin: '18mm' },
  '@media print': {
    '.no-print': { display: 'none !important' },
    'html, body': { background: '#fff !important', color: '#000 !important' },
    '.print-sheet': {
      color: '#000',
      fontFamily: 'Georgia, "Noto Serif Devanagari", "Noto Sans Devanagari Variable", serif',
      fontSize: '12pt',
      lineHeight: 1.5,
    },
    '.print-sheet a': { color: '#000', textDecoration: 'none' },
    '.print-sheet figure': { breakInside: 'avoid', pageBreakInside: 'avoid' },
    '.print-sheet h1': { breakAfter: 'avoid' },
  },
};

/** The place of the dateline, in the interface's language ("Pokhara, Kaski, Gandaki"). */
function DatelinePlace({ item }: { item: PrintableItem }) {
  const line = usePlaceLine()(item.place);
  return line ? <> · {line}</> : null;
}

/** Waits for the pictures, then opens the browser's print dialog (the detail's Print opens the layout so). */
function usePrintWhenReady(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.print-sheet img')];
    void Promise.allSettled(pictures.map((picture) => picture.decode())).then(() => window.print());
  }, [enabled]);
}

/** A clean page of one item for paper: headline, dateline, body, pictures with captions, credit. */
export function PrintLayout({ item, autoPrint }: { item: PrintableItem; autoPrint: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(item.title);
  usePrintWhenReady(autoPrint);
  return (
    <Box className="print-sheet" component="main" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('savedItems.printPage')}
        </Button>
      </Box>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('agency.name')}
      </Typography>
      <Box component="article">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontFamily: 'inherit', my: 1 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <time dateTime={item.publishAt}>{formatFullDate(item.publishAt)}</time>
          <DatelinePlace item={item} />
        </Typography>
        <UsageTermsNotice notice={item.notice} />
        <RichText html={item.bodyHtml} />
        {item.pictures.map((picture) => (
          <Box component="figure" key={picture.src} sx={{ m: 0, my: 3 }}>
            <Box component="img" src={picture.src} alt={picture.caption} sx={{ display: 'block', maxWidth: '100%', maxHeight: '20cm' }} />
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {picture.caption}
            </Typography>
          </Box>
        ))}
        <Typography variant="body2" sx={{ mt: 3, pt: 1, borderTop: 1, borderColor: 'divider', fontStyle: 'italic' }}>
          {t('savedItems.credit', { credit: item.credit })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('savedItems.printedFrom', { agency: t('agency.name') })}
        </Typography>
      </Box>
    </Box>
  );
}
