import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import { STAFF_ROLES, type StaffRole } from '@portal/shared';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The staff roles as checkboxes, each with what it opens: at least one (the server says so too). */
export function StaffRolesField({ control }: { control: Control<{ staff_roles: StaffRole[] }> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'staff_roles' });
  const toggle = (role: StaffRole, checked: boolean) =>
    field.onChange(
      checked
        ? STAFF_ROLES.filter((option) => option === role || field.value.includes(option))
        : field.value.filter((chosen) => chosen !== role),
    );
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
      <FormLabel component="legend">{t('staffAdmin.inviteDialog.roles')}</FormLabel>
      <FormGroup>
        {STAFF_ROLES.map((role, index) => (
          <FormControlLabel
            key={role}
            sx={{ alignItems: 'flex-start', mb: 0.5 }}
            label={<ListItemText sx={{ my: 0.25 }} primary={t(`staffAdmin.roles.${role}`)} secondary={t(`staffAdmin.roleAbout.${role}`)} />}
            control={
              <Checkbox
                inputRef={index === 0 ? field.ref : undefined}
                checked={field.value.includes(role)}
                onChange={(event) => toggle(role, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
