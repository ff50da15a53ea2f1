import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_UPLOAD_BYTES, messages } from '@portal/shared';
import { useEffect, useId, useState } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Props = {
  value: File | undefined;
  /** Called with the chosen file, or with nothing and the size message when the file is over the limit. */
  onChange(file: File | undefined, tooLarge?: string): void;
  error?: string | undefined;
  required?: boolean;
  /** The logo already stored, shown until another file is chosen. */
  currentUrl?: string | null | undefined;
};

/** Choose a JPG/PNG logo and see it before sending; a file over 5 MB is refused and the choice cleared. */
export function LogoPicker({ value, onChange, error, required = false, currentUrl }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!value) return setPreview(undefined);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 500 }}>
        {t('register.logo')}
        {required && ' *'}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={preview ?? currentUrl ?? undefined} alt="" variant="rounded" sx={{ width: 56, height: 56 }} />
        <Button component="label" variant="outlined" startIcon={<CloudUpload />}>
          {value || currentUrl ? t('register.changeLogo') : t('register.chooseLogo')}
          <input
            id={inputId}
            hidden
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-describedby={helpId}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file && file.size > MAX_UPLOAD_BYTES) onChange(undefined, messages.fileTooLarge);
              else onChange(file);
            }}
          />
        </Button>
        {value && (
          <Typography variant="body2" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {value.name}
          </Typography>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? t('register.logoHelp')}
      </FormHelperText>
    </Stack>
  );
}

type FormLogoPickerProps<T extends FieldValues, Output> = Pick<Props, 'required' | 'currentUrl'> & {
  form: UseFormReturn<T, unknown, Output>;
  name: Path<T>;
};

/** The logo picker bound to a react-hook-form field: a file over the limit clears the field and says why. */
export function FormLogoPicker<T extends FieldValues, Output>({ form, name, ...props }: FormLogoPickerProps<T, Output>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <LogoPicker
          {...props}
          value={field.value}
          error={fieldState.error?.message}
          onChange={(file, tooLarge) => {
            if (tooLarge) {
              form.resetField(name);
              form.setError(name, { type: 'size', message: tooLarge });
              return;
            }
            form.setValue(name, file as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
          }}
        />
      )}
    />
  );
}
