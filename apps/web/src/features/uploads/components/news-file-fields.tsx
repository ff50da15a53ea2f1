import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_ACCEPT, type MediaFile, PDF_ACCEPT } from '@portal/shared';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileList, kindOfFile, type ListedFile, useObjectUrl } from '../../../components/file-list.tsx';
import { FilePickButton } from '../../../components/file-pick-button.tsx';
import type { NewsDraft } from '../api/save-own-news.ts';
import { chooseAttachments, choosePdf } from './file-checks.ts';

type FieldProps = { form: UseFormReturn<NewsDraft>; disabled: boolean };

const savedFile = (file: MediaFile, note: string): ListedFile => ({
  key: `saved-${file.id}`,
  name: file.download_name,
  size: file.size,
  kind: file.aggregate_type,
  previewUrl: file.thumbnail ?? (file.aggregate_type === 'image' ? file.path : null),
  note,
});
const newFile = (file: File, index: number, note: string): ListedFile => ({
  key: `new-${index}-${file.name}`,
  name: file.name,
  size: file.size,
  kind: kindOfFile(file),
  file,
  note,
});

/** The images and videos of the story: the saved ones still kept, then the new ones; each can be removed. */
export function AttachmentsField({ form, disabled, saved }: FieldProps & { saved: MediaFile[] }) {
  const { t } = useTranslation();
  const { control, setValue, getValues, setError, clearErrors } = form;
  const [attachments, pdf, keep] = useWatch({ control, name: ['attachments', 'pdf', 'keepMediaIds'] });
  const kept = saved.filter((file) => keep.includes(file.id));
  const listed = [
    ...kept.map((file) => savedFile(file, t('uploads.form.saved'))),
    ...attachments.map((file, index) => newFile(file, index, t('uploads.form.new'))),
  ];

  const add = async (chosen: File[]) => {
    const choice = await chooseAttachments(chosen, {
      newFiles: pdf ? [...attachments, pdf] : attachments,
      attachmentCount: kept.length + attachments.length,
    });
    // Reading the files' first bytes took a moment: append to the list as it is now.
    if (choice.accepted.length > 0) setValue('attachments', [...getValues('attachments'), ...choice.accepted], { shouldDirty: true });
    if (choice.error) setError('attachments', { type: 'files', message: choice.error });
    else clearErrors('attachments');
  };
  const remove = (file: ListedFile) => {
    clearErrors('attachments');
    if (file.file) {
      setValue(
        'attachments',
        attachments.filter((chosen) => chosen !== file.file),
        { shouldDirty: true },
      );
    } else {
      setValue(
        'keepMediaIds',
        keep.filter((id) => `saved-${id}` !== file.key),
        { shouldDirty: true },
      );
    }
  };

  return (
    <FileSection
      form={form}
      name="attachments"
      label={t('uploads.form.attachments')}
      help={t('uploads.form.attachmentsHelp')}
      pick={(inputId, helpId, invalid) => (
        <FilePickButton
          id={inputId}
          text={t('uploads.form.chooseFiles')}
          accept={ATTACHMENT_ACCEPT}
          multiple
          disabled={disabled}
          describedBy={helpId}
          invalid={invalid}
          onPick={add}
        />
      )}
    >
      <FileList label={t('uploads.form.attachments')} files={listed} onRemove={disabled ? undefined : remove} />
    </FileSection>
  );
}

/** The one PDF: a new one is listed with a link to open it; the saved one is shown embedded. */
export function PdfField({ form, disabled, saved }: FieldProps & { saved: MediaFile | null }) {
  const { t } = useTranslation();
  const { control, setValue, setError, clearErrors } = form;
  const [attachments, pdf, keep] = useWatch({ control, name: ['attachments', 'pdf', 'keepMediaIds'] });
  const savedShown = saved && keep.includes(saved.id) ? saved : null;
  const chosenUrl = useObjectUrl(pdf ?? undefined);

  const pick = async ([chosen]: File[]) => {
    if (!chosen) return;
    const choice = await choosePdf(chosen, attachments);
    if (choice.error) {
      setValue('pdf', null, { shouldDirty: true });
      setError('pdf', { type: 'files', message: choice.error });
      return;
    }
    clearErrors('pdf');
    setValue('pdf', chosen, { shouldDirty: true });
  };
  const remove = (file: ListedFile) => {
    clearErrors('pdf');
    if (file.file) setValue('pdf', null, { shouldDirty: true });
    else
      setValue(
        'keepMediaIds',
        keep.filter((id) => id !== saved?.id),
        { shouldDirty: true },
      );
  };

  const listed = pdf ? [newFile(pdf, 0, savedShown ? t('uploads.form.replacesSaved') : t('uploads.form.new'))] : [];
  if (!pdf && savedShown) listed.push(savedFile(savedShown, t('uploads.form.saved')));

  return (
    <FileSection
      form={form}
      name="pdf"
      label={t('uploads.form.pdf')}
      help={t('uploads.form.pdfHelp')}
      pick={(inputId, helpId, invalid) => (
        <FilePickButton
          id={inputId}
          text={pdf || savedShown ? t('uploads.form.replacePdf') : t('uploads.form.choosePdf')}
          accept={PDF_ACCEPT}
          disabled={disabled}
          describedBy={helpId}
          invalid={invalid}
          onPick={pick}
        />
      )}
    >
      <FileList
        label={t('uploads.form.pdf')}
        files={listed}
        onRemove={disabled ? undefined : remove}
        actions={(file) =>
          file.file &&
          chosenUrl && (
            <IconButton
              component="a"
              href={chosenUrl}
              target="_blank"
              rel="noopener"
              size="small"
              aria-label={t('uploads.form.openFile', { name: file.name })}
            >
              <OpenInNew fontSize="small" />
            </IconButton>
          )
        }
      />
      {!pdf && savedShown && <PdfFrame file={savedShown} />}
    </FileSection>
  );
}

export function PdfFrame({ file }: { file: MediaFile }) {
  const { t } = useTranslation();
  return (
    <Box
      component="iframe"
      src={file.path}
      title={t('media.pdfTitle', { name: file.download_name })}
      sx={{ width: '100%', height: { xs: 360, md: 520 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}

type SectionProps = {
  form: UseFormReturn<NewsDraft>;
  name: 'attachments' | 'pdf';
  label: string;
  help: string;
  pick(inputId: string, helpId: string, invalid: boolean): ReactNode;
  children: ReactNode;
};

/** A labelled block of files with its picker, what it accepts, and the reason a choice was refused. */
function FileSection({ form, name, label, help, pick, children }: SectionProps) {
  const inputId = useId();
  const helpId = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {pick(inputId, helpId, Boolean(error))}
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={{ mt: 0 }}>
        {error ?? help}
      </FormHelperText>
      {children}
    </Stack>
  );
}
