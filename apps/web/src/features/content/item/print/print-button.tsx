import { type ItemKind, itemWebPath } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../ui/button.tsx';

/** Print on an item's detail: its print layout in a new tab, which opens the print dialog once its pictures are in. */
export function PrintButton({ kind, id }: { kind: ItemKind; id: number }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      variant="outlined"
      size="small"
      startIcon="print"
      to={`${itemWebPath(kind, id)}/print?print=1`}
      target="_blank"
      rel="noopener"
    >
      {t('savedItems.print')}
    </ButtonLink>
  );
}
