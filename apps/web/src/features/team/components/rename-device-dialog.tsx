import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Device, type DeviceNameRequest, deviceNameRequest, MAX_DEVICE_NAME_LENGTH } from '@portal/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useRenameDevice } from '../api/rename-device.ts';
import { usePhone } from './use-phone.ts';

const FIELDS = ['name'] as const;

/** "Name this device": what the person calls it, so their colleagues and the sign-in's device chooser can tell it apart. */
export function RenameDeviceDialog({ device, onClose }: { device: Device; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const rename = useRenameDevice(device.id);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<DeviceNameRequest>({
    resolver: zodResolver(deviceNameRequest),
    defaultValues: { name: device.name ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      showNotice((await rename.mutateAsync(values)).message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Dialog
      open
      fullScreen={phone}
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ height: phone ? '100%' : undefined }}>
        <DialogTitle id={titleId}>{t('team.devices.renameTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('team.devices.renameAbout')}
            </Typography>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={control}
              name="name"
              label={t('team.devices.name')}
              required
              autoFocus
              helperText={t('team.devices.nameHelp', { count: MAX_DEVICE_NAME_LENGTH })}
              slotProps={{ htmlInput: { maxLength: MAX_DEVICE_NAME_LENGTH, autoComplete: 'off' } }}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('team.devices.save')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
