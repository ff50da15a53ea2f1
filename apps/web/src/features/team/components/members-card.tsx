import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonRemove from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MemberRole, TeamMember } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useChangeRole } from '../api/change-role.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { MemberRoleSelect } from './member-role-select.tsx';
import { usePhone } from './use-phone.ts';
import { visuallyHidden } from './visually-hidden.ts';
import { withNotice } from './with-notice.ts';

type Props = { members: TeamMember[]; me: number; onInvite(): void };

/** The media house's members: role, last activity and devices of each; the owner changes roles and removes members. */
export function MembersCard({ members, me, onInvite }: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember>();

  const setRole = (member: TeamMember, role: MemberRole) => void withNotice(changeRole.mutateAsync({ id: member.id, role }));
  const confirmRemove = async () => {
    if (removing) await withNotice(remove.mutateAsync(removing.id));
    setRemoving(undefined);
  };

  const name = (member: TeamMember) => (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {member.full_name}
      </Typography>
      {member.id === me && <Chip size="small" variant="outlined" label={t('team.members.you')} />}
      {member.suspended && <Chip size="small" color="warning" label={t('team.members.suspended')} />}
    </Stack>
  );
  const lastActive = (member: TeamMember) =>
    member.last_active_at ? <RelativeTime iso={member.last_active_at} /> : t('team.members.never');
  const role = (member: TeamMember) => (
    <MemberRoleSelect
      member={member}
      busy={changeRole.isPending && changeRole.variables.id === member.id}
      onChange={(next) => setRole(member, next)}
    />
  );
  const removeButton = (member: TeamMember) =>
    member.role !== 'owner' && (
      <Button
        size="small"
        color="error"
        startIcon={<PersonRemove />}
        aria-label={t('team.members.removeNamed', { name: member.full_name })}
        onClick={() => setRemoving(member)}
      >
        {t('team.members.remove')}
      </Button>
    );

  const invite = (
    <Button variant="contained" startIcon={<PersonAdd />} onClick={onInvite} sx={{ whiteSpace: 'nowrap' }}>
      {t('team.members.invite')}
    </Button>
  );

  return (
    <SectionCard heading={t('team.members.heading')} actions={invite}>
      {phone ? (
        <Stack component="ul" aria-label={t('team.members.heading')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {members.map((member) => (
            <Box component="li" key={member.id} sx={{ borderTop: 1, borderColor: 'divider', py: 1.25, minWidth: 0 }}>
              {name(member)}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {t('team.members.lastActive')}: {lastActive(member)} · {t('team.members.devices')}: {member.devices}
              </Typography>
              <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {role(member)}
                {removeButton(member)}
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableFrame label={t('team.members.heading')} inNamedSection>
          <Table size="small" aria-label={t('team.members.heading')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableCell>{t('team.members.name')}</TableCell>
                <TableCell>{t('team.members.email')}</TableCell>
                <TableCell>{t('team.members.role')}</TableCell>
                <TableCell>{t('team.members.lastActive')}</TableCell>
                <TableCell align="right">{t('team.members.devices')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('team.members.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.id}>
                  <TableCell sx={{ minWidth: 160 }}>{name(member)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                  <TableCell>{role(member)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastActive(member)}</TableCell>
                  <TableCell align="right">{member.devices}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{removeButton(member)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('team.members.removeTitle', { name: removing?.full_name ?? '' })}
        text={t('team.members.removeText', { name: removing?.full_name ?? '' })}
        confirmLabel={t('team.members.remove')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      />
    </SectionCard>
  );
}
