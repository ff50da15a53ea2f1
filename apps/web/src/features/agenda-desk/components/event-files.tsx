import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { attachmentFields, type EventAttachment, MAX_EVENT_FILES, type StaffEvent } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilePickButton } from '../../../components/file-pick-button.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useAddEventFile, useRemoveEventFile } from '../api/event-files.ts';

/** The types the server takes (it checks the content too). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** A chosen file's name without its extension: what the name field starts from. */
export const nameOf = (file: File) => file.name.replace(/\.[^.]+$/, '') || file.name;

type Props = {
  event: StaffEvent;
  /** The event as the server answered a file change: a new version of it. */
  onChanged(event: StaffEvent): void;
};

/**
 * The files of a saved event (a press release, an invitation): each with its kind, size and a link to its lasting
 * address; one added by choosing it and naming it (its name without the extension to start from), one removed after
 * asking. Each change is a new version of the event, handed to `onChanged`.
 */
export function EventFiles({ event, onChanged }: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<EventAttachment>();
  const remove = useRemoveEventFile(event.id);
  const files = event.attachments;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync(removing.id);
      onChanged(answer.data);
      showNotice(answer.message, { variant: 'success' });
    } catch {
      // Announced by the call.
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('agendaDesk.files.help', { max: MAX_EVENT_FILES })}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('agendaDesk.files.none')}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={t('agendaDesk.files.list')} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {files.map((file) => (
            <FileRow key={file.id} file={file} onRemove={() => setRemoving(file)} />
          ))}
        </Stack>
      )}
      {files.length >= MAX_EVENT_FILES ? (
        <Typography variant="body2" color="text.secondary">
          {t('agendaDesk.files.full', { max: MAX_EVENT_FILES })}
        </Typography>
      ) : (
        <AddFile eventId={event.id} onChanged={onChanged} />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('agendaDesk.files.removeTitle')}
        text={t('agendaDesk.files.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('agendaDesk.files.removeConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      />
    </Stack>
  );
}

const KIND_ICONS = { pdf: PictureAsPdfOutlined, image: ImageOutlined, video: InsertDriveFileOutlined } as const;

function FileRow({ file, onRemove }: { file: EventAttachment; onRemove(): void }) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[file.kind];
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ gap: 1, alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
    >
      <Icon color={file.kind === 'pdf' ? 'error' : 'action'} aria-hidden />
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`agendaDesk.files.kinds.${file.kind}`)} · {formatBytes(file.size)}
        </Typography>
      </Box>
      <IconButton
        size="small"
        component="a"
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('agendaDesk.files.open', { name: file.name })}
      >
        <OpenInNew fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('agendaDesk.files.remove', { name: file.name })} onClick={onRemove}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/**
 * Choose a file, name it, add it. Not a form of its own (it sits in the event's form): Enter in the name adds the
 * file rather than saving the event. The server's refusals show under the file and the name.
 */
function AddFile({ eventId, onChanged }: { eventId: number; onChanged(event: StaffEvent): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const fileErrorId = useId();
  const add = useAddEventFile(eventId);
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<number>();
  const [errors, setErrors] = useState<{ file?: string | undefined; name?: string | undefined; other?: string | undefined }>({});

  const choose = ([chosen]: File[]) => {
    if (!chosen) return;
    setFile(chosen);
    setName(nameOf(chosen));
    setErrors({});
  };

  const reset = () => {
    setFile(undefined);
    setName('');
    setErrors({});
  };

  const send = async () => {
    if (!file || add.isPending) return;
    const checked = attachmentFields.safeParse({ name });
    if (!checked.success) {
      setErrors({ name: checked.error.issues[0]?.message });
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      const answer = await add.mutateAsync({ file, name: checked.data.name, onProgress: setProgress });
      onChanged(answer.data);
      showNotice(answer.message, { variant: 'success' });
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        const fileError = error.fieldMessage('file');
        const nameError = error.fieldMessage('name');
        setErrors({ file: fileError, name: nameError, other: fileError || nameError ? undefined : error.message });
      } else setErrors({ other: error instanceof Error ? error.message : String(error) });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Stack sx={{ gap: 1.5 }}>
      <FilePickButton
        id={inputId}
        text={t('agendaDesk.files.choose')}
        accept={ACCEPT}
        disabled={add.isPending}
        invalid={errors.file !== undefined}
        describedBy={errors.file ? fileErrorId : undefined}
        onPick={choose}
      />
      {file && (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('agendaDesk.files.chosen', { name: file.name, size: formatBytes(file.size) })}
          </Typography>
          {errors.file && (
            <FormHelperText id={fileErrorId} error sx={{ mx: 0, mt: -1 }}>
              {errors.file}
            </FormHelperText>
          )}
          <TextField
            label={t('agendaDesk.files.name')}
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void send();
            }}
            error={errors.name !== undefined}
            helperText={errors.name ?? t('agendaDesk.files.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <UploadProgress progress={progress} />
          {errors.other && <Alert severity="error">{errors.other}</Alert>}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" loading={add.isPending} onClick={() => void send()}>
              {t('agendaDesk.files.add')}
            </Button>
            <Button onClick={reset} disabled={add.isPending}>
              {t('agendaDesk.files.cancel')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
