import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_TTL_DAYS, type InviteMemberRequest, inviteMemberRequest, MEMBER_ROLES, type MemberRole } from '@portal/shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { usePhone } from './use-phone.ts';

const FIELDS = ['full_name', 'email', 'role'] as const;

/** "Invite a colleague": name, address and role (each with what it may do); the server's refusals show under the fields. */
export function InviteDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = usePhone();
  const invite = useInviteMember();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<InviteMemberRequest>({
    resolver: zodResolver(inviteMemberRequest),
    // The least a role may do, until the owner chooses more.
    defaultValues: { full_name: '', email: '', role: 'viewer' },
  });
  const role = useWatch({ control, name: 'role' });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await invite.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
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
      maxWidth="sm"
      fullWidth
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ height: phone ? '100%' : undefined }}>
        <DialogTitle id={titleId}>{t('team.invite.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('team.invite.about', { days: INVITATION_TTL_DAYS })}
            </Typography>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={control}
              name="full_name"
              label={t('team.invite.name')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
            />
            <FormTextField
              control={control}
              name="email"
              label={t('team.invite.email')}
              type="email"
              required
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <FormTextField
              control={control}
              name="role"
              label={t('team.invite.role')}
              select
              required
              helperText={MEMBER_ROLES.includes(role) ? t(`team.roleAbout.${role}`) : undefined}
              slotProps={{ select: { renderValue: (value) => t(`team.roles.${value as MemberRole}`) } }}
            >
              {MEMBER_ROLES.map((option) => (
                <MenuItem key={option} value={option} sx={{ whiteSpace: 'normal' }}>
                  <ListItemText primary={t(`team.roles.${option}`)} secondary={t(`team.roleAbout.${option}`)} />
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('team.invite.send')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
