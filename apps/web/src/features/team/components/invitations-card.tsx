import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
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
import type { TeamInvitation } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useCancelInvitation } from '../api/cancel-invitation.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { usePhone } from './use-phone.ts';
import { visuallyHidden } from './visually-hidden.ts';
import { withNotice } from './with-notice.ts';

/** Invitations not yet accepted: when each expires, Resend (a new link, a new expiry) and Cancel. */
export function InvitationsCard({ invitations }: { invitations: TeamInvitation[] }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const busy = resend.isPending || cancel.isPending;

  const expiry = (invitation: TeamInvitation) =>
    invitation.expired ? (
      <Chip size="small" color="warning" label={t('team.invitations.expired')} />
    ) : (
      <RelativeTime iso={invitation.expires_at} />
    );
  const actions = (invitation: TeamInvitation) => (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button
        size="small"
        startIcon={<Send />}
        aria-label={t('team.invitations.resendNamed', { name: invitation.full_name })}
        loading={resend.isPending && resend.variables === invitation.id}
        disabled={busy}
        onClick={() => void withNotice(resend.mutateAsync(invitation.id))}
      >
        {t('team.invitations.resend')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<Close />}
        aria-label={t('team.invitations.cancelNamed', { name: invitation.full_name })}
        loading={cancel.isPending && cancel.variables === invitation.id}
        disabled={busy}
        onClick={() => void withNotice(cancel.mutateAsync(invitation.id))}
      >
        {t('team.invitations.cancel')}
      </Button>
    </Stack>
  );

  return (
    <SectionCard heading={t('team.invitations.heading')}>
      {invitations.length === 0 ? (
        <Typography color="text.secondary">{t('team.invitations.empty')}</Typography>
      ) : phone ? (
        <Stack component="ul" aria-label={t('team.invitations.heading')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invitations.map((invitation) => (
            <Box component="li" key={invitation.id} sx={{ borderTop: 1, borderColor: 'divider', py: 1.25, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {invitation.full_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {t(`team.roles.${invitation.role}`)} · {t('team.invitations.expires')}: {expiry(invitation)}
              </Typography>
              <Box sx={{ mt: 0.75 }}>{actions(invitation)}</Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableFrame label={t('team.invitations.heading')} inNamedSection>
          <Table size="small" aria-label={t('team.invitations.heading')} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableCell>{t('team.members.name')}</TableCell>
                <TableCell>{t('team.members.email')}</TableCell>
                <TableCell>{t('team.members.role')}</TableCell>
                <TableCell>{t('team.invitations.expires')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('team.members.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invitations.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell sx={{ minWidth: 140 }}>{invitation.full_name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{invitation.email}</TableCell>
                  <TableCell>{t(`team.roles.${invitation.role}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{expiry(invitation)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(invitation)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
    </SectionCard>
  );
}
