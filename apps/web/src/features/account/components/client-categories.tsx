import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientCategories, useRefreshClientCategories } from '../../../lib/client-site.ts';

/** The categories read from the client's site, and the button that reads them again. */
export function ClientCategories({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const categories = useClientCategories(userId);
  const refresh = useRefreshClientCategories(userId);
  const list = categories.data ?? [];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t('account.clientApi.categories')}
        </Typography>
        <Button size="small" startIcon={<Refresh />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
          {t('account.clientApi.refresh')}
        </Button>
      </Stack>
      {list.length > 0 ? (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {list.map((category) => (
            <li key={category.id}>
              <Chip size="small" label={category.client_category_name} />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('account.clientApi.noCategories')}
        </Typography>
      )}
    </Stack>
  );
}
