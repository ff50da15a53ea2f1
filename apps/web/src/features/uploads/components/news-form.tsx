import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_TEXT_LENGTH, type OwnNewsDetail } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { NepaliTypingSwitch, useNepaliTyping } from '../../../components/nepali-typing.tsx';
import { NewsChoiceFields } from '../../../components/news-choice-fields.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { type NewsDraft, newsDraft, useSaveOwnNews } from '../api/save-own-news.ts';
import { AttachmentsField, PdfField } from './news-file-fields.tsx';
import { placeServerErrors } from './server-errors.ts';

const EMPTY_DRAFT: NewsDraft = { title: '', content: '', language_id: '', category_ids: [], attachments: [], pdf: null, keepMediaIds: [] };

const draftOf = (item: OwnNewsDetail): NewsDraft => ({
  title: item.title,
  content: item.content,
  language_id: String(item.language_id),
  category_ids: item.category_ids,
  attachments: [],
  pdf: null,
  keepMediaIds: [...item.images, ...item.videos, ...(item.pdf ? [item.pdf] : [])].map((file) => file.id),
});

/** The fields in the order they appear, for the list of errors above the form. */
const FIELD_ORDER = ['title', 'content', 'attachments', 'pdf', 'language_id', 'category_ids'] as const;
const errorList = (errors: FieldErrors<NewsDraft>, server: string[]) => [
  ...new Set([...FIELD_ORDER.flatMap((name) => errors[name]?.message ?? []), ...server]),
];

/**
 * Add News (no item) and Edit News (a saved, still pending item): title, rich text, attachments, one
 * PDF, language and categories, and the Publish box. Sent with its upload progress; errors are listed
 * above the form and shown under their fields; leaving with unsaved changes asks first.
 */
export function NewsForm({ item }: { item?: OwnNewsDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { save, progress } = useSaveOwnNews(item?.id);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<NewsDraft>({ resolver: zodResolver(newsDraft), defaultValues: item ? draftOf(item) : EMPTY_DRAFT });
  const { control, handleSubmit, setError, formState } = form;
  const locked = item !== undefined && !item.editable;
  const guard = useLeaveGuard(formState.isDirty);
  const nepali = useNepaliTyping();

  const submit = handleSubmit(async (draft) => {
    setServerErrors([]);
    try {
      const answer = await save(draft);
      guard.allowLeave();
      showNotice(answer.message, { variant: 'success' });
      navigate('/list-news');
    } catch (error) {
      setServerErrors(placeServerErrors(error, setError));
    }
  });

  const errors = formState.submitCount > 0 || serverErrors.length > 0 ? errorList(formState.errors, serverErrors) : [];

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {errors.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{t('uploads.form.errorsTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {locked && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" component={RouterLink} to={`/show-news/${item.id}`}>
              {t('uploads.form.showNews')}
            </Button>
          }
        >
          {t('uploads.form.locked', { status: t(`newsStatus.${item.status}`) })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          gridTemplateAreas: { xs: '"main" "choices" "publish"', md: '"main publish" "main choices"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Panel area="main">
          <Stack sx={{ gap: 3 }}>
            {!locked && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: -1.5 }}>
                <NepaliTypingSwitch on={nepali.on} onToggle={nepali.toggle} />
              </Box>
            )}
            <FormTextField
              control={control}
              name="title"
              label={t('uploads.form.title')}
              required
              disabled={locked}
              autoFocus={!item}
              retype={nepali.convert}
              slotProps={{ htmlInput: { maxLength: MAX_TEXT_LENGTH } }}
            />
            <Controller
              control={control}
              name="content"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label={t('uploads.form.content')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={locked}
                  rewriteWord={nepali.wordEndedBy}
                />
              )}
            />
            <AttachmentsField form={form} disabled={locked} saved={item ? [...item.images, ...item.videos] : []} />
            <PdfField form={form} disabled={locked} saved={item?.pdf ?? null} />
          </Stack>
        </Panel>
        <Panel area="publish" title={t('uploads.form.publish')}>
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
            {t('uploads.form.statusLabel')} <StatusMarker status={item?.status ?? 'pending'} />
          </Typography>
          <SendProgress percent={progress} />
          <Button type="submit" variant="contained" fullWidth disabled={locked || formState.isSubmitting} loading={formState.isSubmitting}>
            {t('common.submit')}
          </Button>
        </Panel>
        <Panel area="choices">
          <NewsChoiceFields control={control} disabled={locked} />
        </Panel>
      </Box>
      {guard.dialog}
    </Box>
  );
}

function Panel({ area, title, children }: { area: string; title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ gridArea: area, p: { xs: 2, sm: 3 } }}>
      {title && (
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** How much of the upload has left the browser; once all of it has, the server is still storing it. */
function SendProgress({ percent }: { percent: number | undefined }) {
  const { t } = useTranslation();
  if (percent === undefined) return null;
  const stored = percent >= 100;
  const text = stored ? t('uploads.form.storing') : t('uploads.form.sending', { percent });
  return (
    <Box role="status" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant={stored ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('uploads.form.uploadProgress')}
        aria-valuetext={text}
      />
    </Box>
  );
}
