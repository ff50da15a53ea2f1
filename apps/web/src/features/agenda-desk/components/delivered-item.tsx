import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DeliveredItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const DESK_PATHS = { news: '/admin/news', gallery: '/admin/galleries', video: '/admin/videos' } as const;

/** Where the console opens the item that delivered a coverage: its desk's editor. */
export const deliveredItemPath = (item: DeliveredItem) => `${DESK_PATHS[item.kind]}/${item.id}`;

/**
 * "Delivered by the news item <its title>", the title a link to the item in its desk. An item whose title the server
 * could not give (deleted since) is named by its kind and number.
 */
export function DeliveredItemLine({ item }: { item: DeliveredItem }) {
  const { t } = useTranslation();
  const kind = t(`agendaDesk.coverage.itemKinds.${item.kind}`);
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {t('agendaDesk.coverage.deliveredBy', { kind })}{' '}
      <Link component={RouterLink} to={deliveredItemPath(item)} sx={{ fontWeight: 600 }}>
        {item.title || t('agendaDesk.coverage.untitledItem', { kind, id: item.id })}
      </Link>
    </Typography>
  );
}
