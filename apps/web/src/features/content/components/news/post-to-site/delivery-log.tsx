import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SiteDelivery } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../../../lib/auth.ts';
import { useSiteConnection } from '../../../../../lib/client-site.ts';
import { formatCardDate } from '../../../../../lib/dates.ts';
import { useSiteDeliveries } from '../../../api/post-to-site.ts';

/** What happened each time the item was posted to the client's site; shown while a site is connected or attempts exist. */
export function DeliveryLog({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const connection = useSiteConnection(useProfile().data?.house_id);
  const deliveries = useSiteDeliveries(newsId);
  const entries = deliveries.data ?? [];
  if (!deliveries.isSuccess || (entries.length === 0 && !connection.data)) return null;
  return (
    // Opens by itself once the first attempt is logged.
    <Accordion key={entries.length > 0 ? 'some' : 'none'} defaultExpanded={entries.length > 0} variant="outlined" sx={{ mt: 3 }}>
      <AccordionSummary expandIcon={<ExpandMore />} id={`delivery-log-${newsId}`} aria-controls={`delivery-log-${newsId}-entries`}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('account.post.log')} ({entries.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('account.post.logEmpty')}</Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((entry) => (
              <DeliveryEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function DeliveryEntry({ entry }: { entry: SiteDelivery }) {
  const { t } = useTranslation();
  const delivered = entry.status === 'delivered';
  return (
    <Stack component="li" direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      {delivered ? <CheckCircle color="success" aria-hidden /> : <ErrorOutline color="error" aria-hidden />}
      <Stack sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {delivered ? t('account.post.delivered') : t('account.post.failed')} · {entry.category.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={entry.created_at}>{formatCardDate(entry.created_at)}</time>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.message}
        </Typography>
      </Stack>
    </Stack>
  );
}
