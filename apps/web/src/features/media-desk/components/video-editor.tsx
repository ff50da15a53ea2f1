import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMAGE_ACCEPT,
  MAX_TEXT_LENGTH,
  messages as serverMessages,
  VIDEO_ACCEPT,
  type VideoDeskDetail,
  type VideoDeskFields,
  videoDeskRequest,
} from '@portal/shared';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useObjectUrl } from '../../../components/file-list.tsx';
import { FilePickButton } from '../../../components/file-pick-button.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { NewsChoiceFields } from '../../../components/news-choice-fields.tsx';
import { FormPlaceFields } from '../../../components/place-fields.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { UsageNoticeFields } from '../../../components/usage-notice-fields.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.tsx';
import { type CoverageSlot, comesOut, isOut, justPublishedState, savedIdOf } from '../../../lib/coverage-slot.ts';
import { deskFormData } from '../../../lib/desk-media.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { showNotice } from '../../../lib/notices.ts';
import { type PlaceValue, placeRequest, placeValueOf } from '../../../lib/place-value.ts';
import { useSaveDeskItem } from '../api/save-desk-item.ts';
import { type PublishDraft, publishDraftOf, publishFields } from './desk-draft.ts';
import { ErrorsAlert, PublishPanel } from './publish-panel.tsx';
import { posterFrame, videoDuration } from './video-frame.ts';

type VideoDraft = PublishDraft &
  PlaceValue & {
    title: string;
    meta_description: string;
    description: string;
    language_id: string;
    category_ids: number[];
    duration_seconds: number | null;
    usage_terms: string;
    editor_note: string;
    /** A newly chosen video and poster; the saved ones stay unless replaced. */
    video: File | null;
    poster: File | null;
  };

const FIELD_ORDER = [
  'title',
  'meta_description',
  'description',
  'video',
  'poster',
  'publish_at',
  'language_id',
  'category_ids',
  'usage_terms',
  'editor_note',
  'province_id',
  'district_id',
  'local_level_id',
] as const;

const toRequest = ({
  video: _video,
  poster: _poster,
  publish_at,
  status,
  province_id,
  district_id,
  local_level_id,
  ...fields
}: VideoDraft) => ({
  ...fields,
  ...placeRequest({ province_id, district_id, local_level_id }),
  ...publishFields({ publish_at, status }),
});
const videoDraft = z.preprocess(toRequest, videoDeskRequest);

/** A new video (no `item`) or a saved one: the file, its thumbnail (picked or drawn from the video), texts, classification, schedule, status. */
export function VideoEditor({ item, coverage: Coverage }: { item?: VideoDeskDetail; coverage?: CoverageSlot | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { save, progress } = useSaveDeskItem('videos', item?.id);
  const [serverError, setServerError] = useState<string>();
  const form = useForm<VideoDraft, unknown, VideoDeskFields>({
    resolver: zodResolver(videoDraft),
    defaultValues: {
      title: item?.title ?? '',
      meta_description: item?.meta_description ?? '',
      description: item?.description ?? '',
      language_id: item ? String(item.language_id) : '',
      category_ids: item?.category_ids ?? [],
      duration_seconds: item?.duration_seconds ?? null,
      usage_terms: item?.usage_terms ?? '',
      editor_note: item?.editor_note ?? '',
      video: null,
      poster: null,
      ...publishDraftOf(item),
      ...placeValueOf(item),
    },
  });
  const { control, handleSubmit, setError, formState, getValues } = form;
  const guard = useLeaveGuard(formState.isDirty);

  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    const { video, poster } = getValues();
    if (!item && !video) {
      setError('video', { type: 'required', message: serverMessages.videoFileRequired });
      return;
    }
    try {
      const answer = await save(deskFormData(body, { video: video ? [video] : [], poster: poster ? [poster] : [] }));
      guard.allowLeave();
      showNotice(answer.message, { variant: 'success' });
      const id = item?.id ?? savedIdOf(answer);
      navigate('/admin/videos', {
        state:
          id !== undefined && comesOut(body, item) ? justPublishedState({ kind: 'video', id, title: body.title, published: true }) : null,
      });
    } catch (error) {
      setServerError(showServerErrors(error, setError, FIELD_ORDER));
    }
  });

  const errors = formState.errors;
  const messages = [...new Set([...FIELD_ORDER.flatMap((name) => errors[name]?.message ?? []), ...(serverError ? [serverError] : [])])];

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {(formState.submitCount > 0 || serverError) && <ErrorsAlert messages={messages} />}
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' } }}>
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack sx={{ gap: 3 }}>
              <FormTextField
                control={control}
                name="title"
                label={t('mediaDesk.editor.title')}
                required
                autoFocus={!item}
                slotProps={{ htmlInput: { maxLength: MAX_TEXT_LENGTH } }}
              />
              <FormTextField
                control={control}
                name="meta_description"
                label={t('mediaDesk.videos.summary')}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <Controller
                control={control}
                name="description"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    label={t('mediaDesk.videos.description')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack sx={{ gap: 3 }}>
              <VideoFileField form={form} saved={item?.video ?? null} disabled={formState.isSubmitting} />
              <PosterField form={form} savedUrl={item?.poster?.thumbnail ?? item?.poster?.path ?? null} disabled={formState.isSubmitting} />
            </Stack>
          </Paper>
        </Stack>
        <Stack sx={{ gap: 3 }}>
          <PublishPanel control={control} editing={Boolean(item)} submitting={formState.isSubmitting} progress={progress} />
          {item && Coverage && <Coverage kind="video" id={item.id} title={item.title} published={isOut(item.status, item.publish_at)} />}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <NewsChoiceFields control={control} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <FormPlaceFields control={control} disabled={formState.isSubmitting} />
            <UsageNoticeFields control={control} />
          </Paper>
        </Stack>
      </Box>
      {guard.dialog}
    </Box>
  );
}

type FieldProps = { form: ReturnType<typeof useForm<VideoDraft, unknown, VideoDeskFields>>; disabled: boolean };

function VideoFileField({ form, saved, disabled }: FieldProps & { saved: VideoDeskDetail['video'] }) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const video = useWatch({ control: form.control, name: 'video' });
  const previewUrl = useObjectUrl(video ?? undefined);
  const error = form.formState.errors.video?.message;
  const choose = async ([file]: File[]) => {
    if (!file) return;
    form.clearErrors('video');
    form.setValue('video', file, { shouldDirty: true });
    const duration = await videoDuration(file).catch(() => null);
    form.setValue('duration_seconds', duration !== null && Number.isFinite(duration) ? Math.round(duration * 10) / 10 : null);
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 500 }}>
        {t('mediaDesk.videos.file')}
      </Typography>
      <FilePickButton
        id={inputId}
        text={video || saved ? t('mediaDesk.videos.replaceVideo') : t('mediaDesk.videos.chooseVideo')}
        accept={VIDEO_ACCEPT}
        disabled={disabled}
        describedBy={helpId}
        invalid={Boolean(error)}
        onPick={(files) => void choose(files)}
      />
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={{ mt: 0 }}>
        {error ?? t('mediaDesk.videos.fileHelp')}
      </FormHelperText>
      {video && (
        <Typography variant="body2">
          {video.name} · {formatBytes(video.size)}
        </Typography>
      )}
      {!video && saved && <Typography variant="body2">{t('mediaDesk.videos.savedVideo', { size: formatBytes(saved.size) })}</Typography>}
      {(previewUrl ?? saved?.path) && (
        <Box
          component="video"
          src={previewUrl ?? saved?.path}
          controls
          muted
          sx={{ width: '100%', maxHeight: 280, bgcolor: 'common.black', borderRadius: 1 }}
        />
      )}
    </Stack>
  );
}

function PosterField({ form, savedUrl, disabled }: FieldProps & { savedUrl: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const [video, poster] = useWatch({ control: form.control, name: ['video', 'poster'] });
  const posterUrl = useObjectUrl(poster ?? undefined);
  const [seconds, setSeconds] = useState('1');
  const [failed, setFailed] = useState(false);
  const error = failed ? t('mediaDesk.videos.frameFailed') : form.formState.errors.poster?.message;
  const choose = (file: File) => {
    setFailed(false);
    form.clearErrors('poster');
    form.setValue('poster', file, { shouldDirty: true });
  };
  const takeFrame = async () => {
    if (!video) return;
    const frame = await posterFrame(video, Number(seconds) || 0).catch(() => undefined);
    if (frame) choose(frame);
    else setFailed(true);
  };
  const shown = posterUrl ?? savedUrl;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 500 }}>
        {t('mediaDesk.videos.poster')}
      </Typography>
      <FilePickButton
        id={inputId}
        text={t('mediaDesk.videos.choosePoster')}
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        describedBy={helpId}
        invalid={Boolean(error)}
        onPick={([file]) => file && choose(file)}
      />
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={{ mt: 0 }}>
        {error ?? t('mediaDesk.videos.posterHelp')}
      </FormHelperText>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          label={t('mediaDesk.videos.frameAt')}
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
          disabled={disabled || !video}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
          sx={{ width: 180 }}
        />
        <Button variant="outlined" disabled={disabled || !video} onClick={() => void takeFrame()}>
          {t('mediaDesk.videos.takeFrame')}
        </Button>
      </Stack>
      {shown && (
        <Box
          component="img"
          src={shown}
          alt={t('mediaDesk.videos.posterAlt')}
          sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      )}
    </Stack>
  );
}
