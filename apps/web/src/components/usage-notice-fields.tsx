import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_EDITOR_NOTE_LENGTH, MAX_USAGE_TERMS_LENGTH } from '@portal/shared';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field.tsx';

type WithNotice = FieldValues & { usage_terms: string; editor_note: string };

/** The desks' usage terms and editor's note of an item (news, galleries, videos). */
export function UsageNoticeFields<T extends WithNotice, Out extends FieldValues>({ control }: { control: Control<T, unknown, Out> }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2.5 }}>
      <Typography variant="subtitle1" component="h2">
        {t('usageTerms.fields.heading')}
      </Typography>
      <FormTextField
        control={control}
        name={'usage_terms' as Path<T>}
        label={t('usageTerms.fields.terms')}
        helperText={t('usageTerms.fields.termsHelp')}
        slotProps={{ htmlInput: { maxLength: MAX_USAGE_TERMS_LENGTH } }}
      />
      <FormTextField
        control={control}
        name={'editor_note' as Path<T>}
        label={t('usageTerms.fields.note')}
        helperText={t('usageTerms.fields.noteHelp')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MAX_EDITOR_NOTE_LENGTH } }}
      />
    </Stack>
  );
}
