import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  ATTACHMENT_ACCEPT,
  EDITABLE_NEWS_STATUSES,
  MAX_TEXT_LENGTH,
  PDF_ACCEPT,
  type PublishNewsFields,
  type StaffNewsDetail,
} from '@portal/shared';
import { useState } from 'react';
import { type Control, Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { MediaOrderField } from '../../../components/media-order-field.tsx';
import { NewsChoiceFields } from '../../../components/news-choice-fields.tsx';
import { FormPlaceFields } from '../../../components/place-fields.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { UsageNoticeFields } from '../../../components/usage-notice-fields.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.tsx';
import { type CoverageSlot, comesOut, isOut, justPublishedState, savedIdOf } from '../../../lib/coverage-slot.ts';
import { formatCardDate } from '../../../lib/dates.ts';
import { deskFormData, toSlots } from '../../../lib/desk-media.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSaveDeskNews } from '../api/save-desk-news.ts';
import { draftOf, EMPTY_DRAFT, type NewsDraft, publishDraft, updateDraft } from './news-draft.ts';
import { VersionsPanel } from './versions-panel.tsx';

const SUMMARY_LENGTH = 500;
const FIELD_ORDER = [
  'title',
  'content',
  'meta_description',
  'publish_at',
  'status',
  'language_id',
  'category_ids',
  'pin',
  'breaking',
  'urgent',
  'usage_terms',
  'editor_note',
  'province_id',
  'district_id',
  'local_level_id',
] as const;

/**
 * The desk's editor: a new item (no `item`) is published, now or at "Publish at"; a loaded one is
 * corrected, with its status, and shows its versions and, once published, the agenda's coverage it delivers
 * (`coverage`). Errors are listed above the form and shown under their fields; leaving with unsaved changes asks
 * first. An item that comes out with this save is handed to the desk's list, which offers to link its coverage.
 */
export function NewsEditor({ item, coverage: Coverage }: { item?: StaffNewsDetail; coverage?: CoverageSlot | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { save, progress } = useSaveDeskNews(item?.id);
  const [serverError, setServerError] = useState<string>();
  const { control, handleSubmit, setError, formState, getValues } = useForm<NewsDraft, unknown, PublishNewsFields>({
    resolver: zodResolver(item ? updateDraft : publishDraft),
    defaultValues: item ? draftOf(item) : EMPTY_DRAFT,
  });
  const guard = useLeaveGuard(formState.isDirty);

  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      const { media, files } = toSlots(getValues('attachments'));
      const answer = await save(deskFormData({ ...body, media }, { files }));
      guard.allowLeave();
      showNotice(answer.message, { variant: 'success' });
      const id = item?.id ?? savedIdOf(answer);
      navigate('/admin/news', {
        state:
          id !== undefined && comesOut(body, item) ? justPublishedState({ kind: 'news', id, title: body.title, published: true }) : null,
      });
    } catch (error) {
      setServerError(showServerErrors(error, setError, FIELD_ORDER));
    }
  });

  const errors = errorList(formState.errors, serverError, t('admin.editor.statusRequired'));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {(formState.submitCount > 0 || serverError) && errors.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{t('admin.editor.errorsTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        }}
      >
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack sx={{ gap: 3 }}>
              <FormTextField
                control={control}
                name="title"
                label={t('admin.editor.title')}
                required
                autoFocus={!item}
                slotProps={{ htmlInput: { maxLength: MAX_TEXT_LENGTH } }}
              />
              <Controller
                control={control}
                name="content"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    label={t('admin.editor.content')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <FormTextField
                control={control}
                name="meta_description"
                label={t('admin.editor.summary')}
                helperText={t('admin.editor.summaryHelp')}
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: SUMMARY_LENGTH } }}
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <UsageNoticeFields control={control} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Controller
              control={control}
              name="attachments"
              render={({ field }) => (
                <MediaOrderField
                  label={t('admin.editor.attachments')}
                  help={t('admin.editor.attachmentsHelp')}
                  pickText={t('admin.editor.chooseFiles')}
                  accept={`${ATTACHMENT_ACCEPT},${PDF_ACCEPT}`}
                  items={field.value}
                  onChange={field.onChange}
                  disabled={formState.isSubmitting}
                />
              )}
            />
          </Paper>
          {item && <VersionsPanel versions={item.versions} />}
        </Stack>
        <Stack sx={{ gap: 3 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack sx={{ gap: 2.5 }}>
              {item && (
                <Typography variant="body2" color="text.secondary">
                  {t('admin.editor.author', { name: item.user_name, date: formatCardDate(item.created_at) })}
                </Typography>
              )}
              <FormTextField
                control={control}
                name="publish_at"
                type="datetime-local"
                label={t('admin.editor.publishAt')}
                helperText={t('admin.editor.publishAtHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {item && <StatusField control={control} />}
              <SwitchField control={control} name="pin" label={t('admin.editor.pin')} help={t('admin.editor.pinHelp')} />
              <SwitchField control={control} name="breaking" label={t('admin.editor.breaking')} help={t('admin.editor.breakingHelp')} />
              <SwitchField control={control} name="urgent" label={t('usageTerms.fields.urgent')} help={t('usageTerms.fields.urgentHelp')} />
              <UploadProgress progress={progress} />
              <Button type="submit" variant="contained" fullWidth loading={formState.isSubmitting}>
                {item ? t('admin.editor.save') : t('admin.editor.publish')}
              </Button>
            </Stack>
          </Paper>
          {item && Coverage && <Coverage kind="news" id={item.id} title={item.title} published={isOut(item.status, item.publish_at)} />}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <NewsChoiceFields control={control} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FormPlaceFields control={control} disabled={formState.isSubmitting} />
          </Paper>
        </Stack>
      </Box>
      {guard.dialog}
    </Box>
  );
}

/** Whether a loaded item is out; pending and rejected belong to the review of client uploads, so neither is offered. */
function StatusField({ control }: { control: Control<NewsDraft, unknown, PublishNewsFields> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="status"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
          <FormLabel component="legend">{t('admin.editor.status')}</FormLabel>
          <RadioGroup name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} row>
            {EDITABLE_NEWS_STATUSES.map((status, index) => (
              <FormControlLabel
                key={status}
                value={status}
                label={t(`newsStatus.${status}`)}
                control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{t('admin.editor.statusRequired')}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** The messages in the fields' order, once each; the status has the editor's own words. */
function errorList(errors: FieldErrors<NewsDraft>, server: string | undefined, statusMessage: string) {
  const messages = FIELD_ORDER.flatMap((name) => {
    const message = errors[name]?.message;
    if (!message) return [];
    return name === 'status' && errors.status?.type !== 'server' ? [statusMessage] : [message];
  });
  return [...new Set([...messages, ...(server ? [server] : [])])];
}

/** An on/off choice of the item (Pin, Breaking, Urgent) with what it does. */
function SwitchField(props: {
  control: Control<NewsDraft, unknown, PublishNewsFields>;
  name: 'pin' | 'breaking' | 'urgent';
  label: string;
  help: string;
}) {
  const { control, name, label, help } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormControlLabel
            label={label}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
          />
          <FormHelperText sx={{ mx: 0 }}>{help}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
