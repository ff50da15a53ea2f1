import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { type ItemKind, itemWebPath } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** Print on an item's detail: its print layout in a new tab, which opens the print dialog once its pictures are in. */
export function PrintButton({ kind, id }: { kind: ItemKind; id: number }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PrintIcon />}
      href={`${itemWebPath(kind, id)}/print?print=1`}
      target="_blank"
      rel="noopener"
    >
      {t('savedItems.print')}
    </Button>
  );
}
