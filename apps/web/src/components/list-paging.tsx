import Typography from '@mui/material/Typography';
import type { PagingMeta } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { PageLinks } from './page-links.tsx';

/** "11–20 of 42" and the page links under a paged table. */
export function ListPaging(props: { meta: PagingMeta; pageSize: number; shown: number; page: number; onChange(page: number): void }) {
  const { t } = useTranslation();
  const first = (props.meta.current_page - 1) * props.pageSize;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'right' }}>
        {t('common.range', { from: first + 1, to: first + props.shown, total: props.meta.total })}
      </Typography>
      <PageLinks page={props.page} lastPage={props.meta.last_page} onChange={props.onChange} />
    </>
  );
}
