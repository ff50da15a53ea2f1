import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ClientDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCardDate } from '../../../lib/dates.ts';

/** The client's latest actions on the agency's items (viewed, copied, downloaded, posted), each with the member who acted. */
export function ActivitySection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard heading={t('clientsAdmin.activity.heading')}>
      {client.activity.length === 0 ? (
        <Typography color="text.secondary">{t('clientsAdmin.activity.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {client.activity.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={entry.title ?? t('clientsAdmin.activity.removed', { id: entry.item_id })}
                secondary={[
                  t(`clientsAdmin.activity.kinds.${entry.kind}`),
                  entry.action,
                  formatCardDate(entry.created_at),
                  t('clientsAdmin.activity.by', { name: entry.by }),
                ].join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
