import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type OfferOwnershipRequest, offerOwnershipRequest, type TeamMember } from '@portal/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useOfferOwnership } from '../api/offer-ownership.ts';

/** Chooses the member to hand ownership to and confirms it with the owner's password. `candidates` is never empty. */
export function HandOverDialog({ candidates, onClose }: { candidates: TeamMember[]; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const offer = useOfferOwnership();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<OfferOwnershipRequest>({
    resolver: zodResolver(offerOwnershipRequest),
    defaultValues: { member_id: candidates[0]?.id ?? 0, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await offer.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['member_id', 'password']));
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('team.ownership.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('team.ownership.about')}</DialogContentText>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="member_id" label={t('team.ownership.member')} select required>
              {candidates.map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {member.full_name} ({t(`team.roles.${member.role}`)})
                </MenuItem>
              ))}
            </FormTextField>
            <PasswordField
              control={control}
              name="password"
              label={t('team.ownership.password')}
              helperText={t('team.ownership.passwordHelp')}
              autoComplete="current-password"
              required
            />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('team.ownership.offer')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
