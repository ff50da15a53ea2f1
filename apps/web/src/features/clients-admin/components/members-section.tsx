import Block from '@mui/icons-material/Block';
import Devices from '@mui/icons-material/Devices';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ClientDetail, TeamInvitation, TeamMember, TeamOverview } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { TableDate } from '../../../components/table-date.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDay } from '../../../lib/dates.ts';
import { showNotice } from '../../../lib/notices.ts';
import { type MemberAction, useMemberAction } from '../api/client-actions.ts';
import { useClientMembers } from '../api/get-client-members.ts';
import { READABLE_CHIP } from './subscription-state-chip.tsx';

type Confirming = { member: TeamMember; action: MemberAction };

/**
 * The client's media house: screens in use of those its plan allows, every member with Suspend
 * or Reactivate (the owner's row has none: the owner is the client, suspended by the header's action),
 * and the invitations not yet accepted. A table, and on a phone one short card per member.
 */
export function MembersSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const team = useClientMembers(client.id);
  const text = (key: string) => t(`clientsAdmin.members.${key}`);
  return (
    <SectionCard heading={text('heading')} about={text('about')}>
      {team.isSuccess ? (
        <LoadedTeam team={team.data} houseSuspended={client.suspended} />
      ) : team.isError ? (
        team.error instanceof ApiError && team.error.status === 404 ? (
          <Typography color="text.secondary">{text('notAHouse')}</Typography>
        ) : (
          <LoadError query={team} />
        )
      ) : (
        <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton width="30%" />
          <Skeleton variant="rounded" height={36} />
          <Skeleton variant="rounded" height={36} />
        </Stack>
      )}
    </SectionCard>
  );
}

function LoadedTeam({ team, houseSuspended }: { team: TeamOverview; houseSuspended: boolean }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const action = useMemberAction();
  const [confirming, setConfirming] = useState<Confirming>();
  const { allowed, in_use: inUse } = team.screens;

  const run = async ({ member, action: chosen }: Confirming) => {
    const answer = await action.mutateAsync({ memberId: member.id, action: chosen }).catch(() => undefined);
    setConfirming(undefined);
    if (answer) showNotice(t(`clientsAdmin.members.${chosen}Done`, { name: member.full_name }), { variant: 'success' });
  };

  const actionButton = (member: TeamMember) =>
    member.role !== 'owner' &&
    (member.suspended ? (
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<PlayArrow />}
        aria-label={t('clientsAdmin.members.reactivateNamed', { name: member.full_name })}
        onClick={() => setConfirming({ member, action: 'reactivate' })}
      >
        {t('clientsAdmin.members.reactivate')}
      </Button>
    ) : (
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<Block />}
        aria-label={t('clientsAdmin.members.suspendNamed', { name: member.full_name })}
        onClick={() => setConfirming({ member, action: 'suspend' })}
      >
        {t('clientsAdmin.members.suspend')}
      </Button>
    ));

  const dialog = confirming && {
    title: t(`clientsAdmin.members.${confirming.action}Title`),
    text: t(`clientsAdmin.members.${confirming.action}Text`, { name: confirming.member.full_name }),
    label: t(`clientsAdmin.members.${confirming.action}`),
  };

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Devices color={inUse >= allowed ? 'warning' : 'action'} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{t('clientsAdmin.members.screens', { inUse, allowed })}</Typography>
        {inUse >= allowed && (
          <Chip size="small" variant="outlined" color="warning" label={t('clientsAdmin.members.screensFull')} sx={READABLE_CHIP} />
        )}
      </Stack>
      {houseSuspended && <Alert severity="warning">{t('clientsAdmin.members.houseSuspended')}</Alert>}
      {team.ownership_offer && (
        <Alert severity="info">
          {t('clientsAdmin.members.ownershipOffer', {
            name: team.ownership_offer.to.full_name,
            date: formatDay(team.ownership_offer.offered_at),
          })}
        </Alert>
      )}
      {team.members.length === 0 ? (
        <Typography color="text.secondary">{t('clientsAdmin.members.empty')}</Typography>
      ) : phone ? (
        <MemberCards members={team.members} actionButton={actionButton} />
      ) : (
        <MemberTable members={team.members} actionButton={actionButton} />
      )}
      <Invitations invitations={team.invitations} />
      <ConfirmDialog
        open={Boolean(dialog)}
        title={dialog ? dialog.title : ''}
        text={dialog ? dialog.text : ''}
        confirmLabel={dialog ? dialog.label : ''}
        danger={confirming?.action === 'suspend'}
        busy={action.isPending}
        onConfirm={() => confirming && void run(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </>
  );
}

type MembersProps = { members: TeamMember[]; actionButton: (member: TeamMember) => ReactNode };

function RoleChip({ member }: { member: Pick<TeamMember, 'role'> }) {
  const { t } = useTranslation();
  // Outlined and neutral: the theme's primary is red, which would read as a warning beside "Suspended".
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`clientsAdmin.members.roles.${member.role}`)}
      sx={member.role === 'owner' ? { fontWeight: 700, borderWidth: 2 } : undefined}
    />
  );
}

function SuspendedChip() {
  const { t } = useTranslation();
  return <Chip size="small" color="error" label={t('clientsAdmin.status.suspended')} />;
}

function LastActive({ iso }: { iso: string | null }) {
  const { t } = useTranslation();
  return iso ? <TableDate iso={iso} /> : t('clientsAdmin.members.never');
}

function MemberTable({ members, actionButton }: MembersProps) {
  const { t } = useTranslation();
  const text = (key: string) => t(`clientsAdmin.members.${key}`);
  return (
    <TableFrame label={text('tableLabel')} inNamedSection>
      <Table size="small" aria-label={text('tableLabel')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {['name', 'role', 'joined', 'lastActive'].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {text(key)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {text('devices')}
            </TableCell>
            <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{text('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell sx={{ minWidth: 200 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {member.full_name}
                  </Typography>
                  {member.suspended && <SuspendedChip />}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Typography>
              </TableCell>
              <TableCell>
                <RoleChip member={member} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(member.joined_at)}</TableCell>
              <TableCell sx={{ minWidth: 110 }}>
                <LastActive iso={member.last_active_at} />
              </TableCell>
              <TableCell align="right">{member.devices}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{actionButton(member)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

/** On a phone each member is a short card: name and chips, email, the dates and devices, and the action within reach. */
function MemberCards({ members, actionButton }: MembersProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" aria-label={t('clientsAdmin.members.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {members.map((member) => (
        <Box component="li" key={member.id} sx={{ borderTop: 1, borderColor: 'divider', py: 1.25, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.full_name}</Typography>
            <RoleChip member={member} />
            {member.suspended && <SuspendedChip />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('clientsAdmin.members.joinedOn', { date: formatDay(member.joined_at) })} ·{' '}
            {t('clientsAdmin.members.devicesCount', { count: member.devices })}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            {t('clientsAdmin.members.lastActive')}: <LastActive iso={member.last_active_at} />
          </Typography>
          {member.role !== 'owner' && <Box sx={{ mt: 0.75 }}>{actionButton(member)}</Box>}
        </Box>
      ))}
    </Stack>
  );
}

/** The invitations sent and not yet accepted, the expired ones marked; the same short lines on every width. */
function Invitations({ invitations }: { invitations: TeamInvitation[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('clientsAdmin.members.invitations')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('clientsAdmin.members.invitations')}
      </Typography>
      {invitations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('clientsAdmin.members.noInvitations')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invitations.map((invitation) => (
            <Box component="li" key={invitation.id} sx={{ borderTop: 1, borderColor: 'divider', py: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {invitation.full_name}
                </Typography>
                <RoleChip member={invitation} />
                {invitation.expired && (
                  <Chip size="small" variant="outlined" color="warning" label={t('clientsAdmin.members.expired')} sx={READABLE_CHIP} />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {t('clientsAdmin.members.invitedOn', { date: formatDay(invitation.invited_at) })} ·{' '}
                {t(invitation.expired ? 'clientsAdmin.members.expiredOn' : 'clientsAdmin.members.expiresOn', {
                  date: formatDay(invitation.expires_at),
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
