import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import type { SavedItemKind } from '@portal/shared';
import { useTranslation } from 'react-i18next';

const PRINT_PATHS: Record<SavedItemKind, (id: number) => string> = {
  news: (id) => `/news/${id}/print`,
  gallery: (id) => `/feature-photos/${id}/print`,
  video: (id) => `/videos/${id}/print`,
};

/** Print on an item's detail: its print layout in a new tab, which opens the print dialog once its pictures are in. */
export function PrintButton({ kind, id }: { kind: SavedItemKind; id: number }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PrintIcon />}
      href={`${PRINT_PATHS[kind](id)}?print=1`}
      target="_blank"
      rel="noopener"
    >
      {t('savedItems.print')}
    </Button>
  );
}
