import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type GalleryDeskDetail, type GalleryDeskFields, galleryDeskRequest, IMAGE_ACCEPT, MAX_TEXT_LENGTH } from '@portal/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { MediaOrderField } from '../../../components/media-order-field.tsx';
import { FormPlaceFields } from '../../../components/place-fields.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { UsageNoticeFields } from '../../../components/usage-notice-fields.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.tsx';
import { type CoverageSlot, comesOut, isOut, justPublishedState, savedIdOf } from '../../../lib/coverage-slot.ts';
import { deskFormData, type OrderedMedia, savedMedia, toSlots } from '../../../lib/desk-media.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { type PlaceValue, placeRequest, placeValueOf } from '../../../lib/place-value.ts';
import { useSaveDeskItem } from '../api/save-desk-item.ts';
import { type PublishDraft, publishDraftOf, publishFields } from './desk-draft.ts';
import { ErrorsAlert, PublishPanel } from './publish-panel.tsx';

type GalleryDraft = PublishDraft &
  PlaceValue & { title: string; description: string; usage_terms: string; editor_note: string; images: OrderedMedia[] };

const FIELD_ORDER = [
  'title',
  'description',
  'usage_terms',
  'editor_note',
  'media',
  'publish_at',
  'province_id',
  'district_id',
  'local_level_id',
] as const;

/** The request the draft stands for: the images become the `media` list (the files go as parts beside it). */
const toRequest = ({
  images,
  title,
  description,
  usage_terms,
  editor_note,
  province_id,
  district_id,
  local_level_id,
  ...publish
}: GalleryDraft) => ({
  title,
  description,
  usage_terms,
  editor_note,
  ...placeRequest({ province_id, district_id, local_level_id }),
  ...publishFields(publish),
  media: toSlots(images).media,
});
const galleryDraft = z.preprocess(toRequest, galleryDeskRequest);

/** A new gallery (no `item`) or a saved one: title, description, images in order with captions, publish time and status. */
export function GalleryEditor({ item, coverage: Coverage }: { item?: GalleryDeskDetail; coverage?: CoverageSlot | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { save, progress } = useSaveDeskItem('galleries', item?.id);
  const [serverError, setServerError] = useState<string>();
  const { control, handleSubmit, setError, formState, getValues } = useForm<GalleryDraft, unknown, GalleryDeskFields>({
    resolver: zodResolver(galleryDraft),
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      usage_terms: item?.usage_terms ?? '',
      editor_note: item?.editor_note ?? '',
      images: item?.images.map(savedMedia) ?? [],
      ...publishDraftOf(item),
      ...placeValueOf(item),
    },
  });
  const guard = useLeaveGuard(formState.isDirty);

  const submit = handleSubmit(async (body) => {
    setServerError(undefined);
    try {
      const answer = await save(deskFormData(body, { files: toSlots(getValues('images')).files }));
      guard.allowLeave();
      showNotice(answer.message, { variant: 'success' });
      const id = item?.id ?? savedIdOf(answer);
      navigate('/admin/galleries', {
        state:
          id !== undefined && comesOut(body, item) ? justPublishedState({ kind: 'gallery', id, title: body.title, published: true }) : null,
      });
    } catch (error) {
      setServerError(showServerErrors(error, setError as never, FIELD_ORDER));
    }
  });

  const errors = formState.errors as Partial<Record<(typeof FIELD_ORDER)[number], { message?: string }>>;
  const messages = [...new Set([...FIELD_ORDER.flatMap((name) => errors[name]?.message ?? []), ...(serverError ? [serverError] : [])])];

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {(formState.submitCount > 0 || serverError) && <ErrorsAlert messages={messages} />}
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Stack sx={{ gap: 3 }}>
            <FormTextField
              control={control}
              name="title"
              label={t('mediaDesk.editor.title')}
              required
              autoFocus={!item}
              slotProps={{ htmlInput: { maxLength: MAX_TEXT_LENGTH } }}
            />
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label={t('mediaDesk.editor.description')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="images"
              render={({ field }) => (
                <MediaOrderField
                  label={t('mediaDesk.galleries.images')}
                  help={t('mediaDesk.galleries.imagesHelp')}
                  pickText={t('mediaDesk.galleries.chooseImages')}
                  accept={IMAGE_ACCEPT}
                  items={field.value}
                  onChange={field.onChange}
                  disabled={formState.isSubmitting}
                  error={errors.media?.message}
                />
              )}
            />
          </Stack>
        </Paper>
        <Stack sx={{ gap: 3 }}>
          <PublishPanel control={control} editing={Boolean(item)} submitting={formState.isSubmitting} progress={progress} />
          {item && Coverage && <Coverage kind="gallery" id={item.id} title={item.title} published={isOut(item.status, item.publish_at)} />}
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
