import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: File | undefined;
  onChange(file: File | undefined): void;
  error?: string | undefined;
};

/** Choose a JPG/PNG logo, see it before sending. The form's schema checks the size. */
export function LogoPicker({ value, onChange, error }: Props) {
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
        {t('register.logo')} *
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={preview} alt="" variant="rounded" sx={{ width: 56, height: 56 }} />
        <Button component="label" variant="outlined" startIcon={<CloudUpload />}>
          {value ? t('register.changeLogo') : t('register.chooseLogo')}
          <input
            id={inputId}
            hidden
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-describedby={helpId}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              onChange(event.target.files?.[0]);
              event.target.value = '';
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
