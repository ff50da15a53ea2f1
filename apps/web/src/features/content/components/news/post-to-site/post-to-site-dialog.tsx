import { zodResolver } from '@hookform/resolvers/zod';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { messages, newsPostRequest } from '@portal/shared';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../../components/form-text-field.tsx';
import { useClientCategories, useRefreshClientCategories } from '../../../../../lib/client-site.ts';
import { showNotice } from '../../../../../lib/notices.ts';
import { usePostToSite } from '../../../api/post-to-site.ts';

const choice = newsPostRequest.pick({ category: true });

type Props = { newsId: number; userId: number; onClose(): void };

/** Asks which of the site's categories the article goes under, then has the portal post it. */
export function PostToSiteDialog({ newsId, userId, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const categories = useClientCategories(userId);
  const refresh = useRefreshClientCategories(userId);
  const post = usePostToSite(newsId);
  const { control, handleSubmit } = useForm<z.input<typeof choice>, unknown, z.output<typeof choice>>({
    resolver: zodResolver(choice),
    mode: 'onTouched',
    defaultValues: { category: '' },
  });
  const chosen = Boolean(useWatch({ control, name: 'category' }));
  const enabled = (categories.data ?? []).filter((category) => category.enable === 1);

  // Nothing fetched from the site yet: ask it once, as the developer guide's "refresh" step would.
  const neverFetched = categories.isSuccess && categories.data.length === 0;
  const { mutate: fetchFromSite } = refresh;
  useEffect(() => {
    if (neverFetched) fetchFromSite();
  }, [neverFetched, fetchFromSite]);

  const confirm = handleSubmit(async ({ category }) => {
    const answer = await post.mutateAsync(category);
    showNotice(answer.message, { variant: 'success' });
    onClose();
  });

  return (
    <Dialog open onClose={post.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={(event) => void confirm(event).catch(() => undefined)}>
        <DialogTitle id={titleId}>{t('account.post.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {/* The red notice fades; the site's reason stays here while the client decides what to do. */}
            {post.isError && <Alert severity="error">{post.error.message}</Alert>}
            <DialogContentText id={textId}>{messages.postConfirm}</DialogContentText>
            <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
              <FormTextField
                control={control}
                name="category"
                label={t('account.post.category')}
                select
                required
                helperText={enabled.length === 0 && !refresh.isPending ? t('account.post.noCategories') : undefined}
              >
                {enabled.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.client_category_name}
                  </MenuItem>
                ))}
              </FormTextField>
              <Tooltip title={t('account.post.refresh')}>
                <IconButton aria-label={t('account.post.refresh')} onClick={() => refresh.mutate()} loading={refresh.isPending}>
                  <Refresh />
                </IconButton>
              </Tooltip>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={post.isPending}>
            {t('common.cancel')}
          </Button>
          {/* A disabled button gets no pointer events, so the span carries the tooltip. */}
          <Tooltip title={chosen ? '' : messages.postCategoryFirst}>
            <span>
              <Button type="submit" variant="contained" disabled={!chosen} loading={post.isPending}>
                {t('account.post.confirm')}
              </Button>
            </span>
          </Tooltip>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
