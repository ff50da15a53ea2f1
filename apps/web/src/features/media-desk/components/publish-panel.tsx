import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { EDITABLE_NEWS_STATUSES } from '@portal/shared';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { UploadProgress } from '../../../components/upload-progress.tsx';

type Props<Draft extends FieldValues, Out extends FieldValues> = {
  control: Control<Draft, unknown, Out>;
  editing: boolean;
  submitting: boolean;
  progress: number | undefined;
  children?: ReactNode;
};

/** "Publish at", the status of an item being edited, the upload's progress and the save button. */
export function PublishPanel<Draft extends FieldValues, Out extends FieldValues>({
  control,
  editing,
  submitting,
  progress,
  children,
}: Props<Draft, Out>) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack sx={{ gap: 2.5 }}>
        <FormTextField
          control={control}
          name={'publish_at' as Path<Draft>}
          type="datetime-local"
          label={t('mediaDesk.editor.publishAt')}
          helperText={t('mediaDesk.editor.publishAtHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {editing && (
          <Controller
            control={control}
            name={'status' as Path<Draft>}
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">{t('mediaDesk.editor.status')}</FormLabel>
                <RadioGroup name={field.name} value={field.value} onChange={field.onChange} row>
                  {EDITABLE_NEWS_STATUSES.map((status) => (
                    <FormControlLabel key={status} value={status} label={t(`newsStatus.${status}`)} control={<Radio />} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        )}
        {children}
        <UploadProgress progress={progress} />
        <Button type="submit" variant="contained" fullWidth loading={submitting}>
          {editing ? t('mediaDesk.editor.save') : t('mediaDesk.editor.publish')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The reasons a save failed, above the form. */
export function ErrorsAlert({ messages }: { messages: string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{t('mediaDesk.editor.errorsTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </Box>
    </Alert>
  );
}
