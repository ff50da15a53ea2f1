import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  INVITATION_TTL_DAYS,
  type StaffInviteForm,
  type StaffMember,
  type StaffRolesForm,
  staffInviteForm,
  staffRolesForm,
} from '@portal/shared';
import { type ReactNode, useId, useState } from 'react';
import { type Control, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { MEDIA } from '../../../lib/layout-metrics.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { useInviteStaff, useSetStaffRoles } from '../api/staff.ts';
import { StaffRolesField } from './staff-roles-field.tsx';

/** A dialog holding one form: its server refusals under the fields (or above them), full screen on a phone. */
function FormDialog<Form extends FieldValues>(props: {
  title: string;
  submitLabel: string;
  form: UseFormReturn<Form>;
  fields: readonly string[];
  save(values: Form): Promise<{ message: string }>;
  onClose(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery(MEDIA.phone);
  const [formError, setFormError] = useState<string>();
  const { handleSubmit, setError, formState } = props.form;
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      showNotice((await props.save(values)).message, { variant: 'success' });
      props.onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, props.fields as never));
    }
  });
  return (
    <Dialog
      open
      fullScreen={phone}
      onClose={formState.isSubmitting ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ height: phone ? '100%' : undefined }}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={props.submitLabel} onCancel={props.onClose} />
      </Stack>
    </Dialog>
  );
}

/** "Invite staff": name, address and roles; the person joins from the mailed link. */
export function InviteStaffDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const form = useForm<StaffInviteForm>({
    resolver: zodResolver(staffInviteForm),
    defaultValues: { full_name: '', email: '', staff_roles: [] },
  });
  return (
    <FormDialog
      title={t('staffAdmin.inviteDialog.title')}
      submitLabel={t('staffAdmin.inviteDialog.send')}
      form={form}
      fields={['full_name', 'email', 'staff_roles']}
      save={(values) => invite.mutateAsync(values)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('staffAdmin.inviteDialog.about', { days: INVITATION_TTL_DAYS })}
      </Typography>
      <FormTextField
        control={form.control}
        name="full_name"
        label={t('staffAdmin.inviteDialog.name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
      />
      <FormTextField
        control={form.control}
        name="email"
        label={t('staffAdmin.inviteDialog.email')}
        type="email"
        required
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <StaffRolesField control={form.control as unknown as Control<StaffRolesForm>} />
    </FormDialog>
  );
}

/** "Change roles" of one person. */
export function StaffRolesDialog({ person, onClose }: { person: StaffMember; onClose(): void }) {
  const { t } = useTranslation();
  const setRoles = useSetStaffRoles(person.id);
  const form = useForm<StaffRolesForm>({ resolver: zodResolver(staffRolesForm), defaultValues: { staff_roles: person.staff_roles } });
  return (
    <FormDialog
      title={t('staffAdmin.rolesDialog.title', { name: person.full_name })}
      submitLabel={t('staffAdmin.rolesDialog.save')}
      form={form}
      fields={['staff_roles']}
      save={(values) => setRoles.mutateAsync(values.staff_roles)}
      onClose={onClose}
    >
      <StaffRolesField control={form.control} />
    </FormDialog>
  );
}
