import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { MEMBER_ROLES, type MemberRole, type TeamMember } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** A member's role, changed in place; the owner's stays as text (it moves only by a hand-over). */
export function MemberRoleSelect({ member, busy, onChange }: { member: TeamMember; busy: boolean; onChange(role: MemberRole): void }) {
  const { t } = useTranslation();
  if (member.role === 'owner') return <Typography variant="body2">{t('team.roles.owner')}</Typography>;
  return (
    <Select
      size="small"
      value={member.role}
      disabled={busy}
      onChange={(event) => onChange(event.target.value as MemberRole)}
      inputProps={{ 'aria-label': t('team.members.roleOf', { name: member.full_name }) }}
      sx={{ minWidth: 130 }}
    >
      {MEMBER_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`team.roles.${role}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
