import MoreVert from '@mui/icons-material/MoreVert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { StaffMember, StaffStatus } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAction } from '../api/staff.ts';

const STATUS_COLORS = { invited: 'info', active: 'success', suspended: 'error' } as const;

/** The actions asked again before they run. */
export type ConfirmedAction = 'suspend' | 'signOut' | 'resetFactors';

/** What is open over the list: a dialog for one person, or a confirmation of an action on them. */
export type Open =
  | { kind: 'invite' }
  | { kind: 'roles'; person: StaffMember }
  | { kind: 'confirm'; person: StaffMember; action: ConfirmedAction };

export function StatusChip({ status }: { status: StaffStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={status === 'suspended' ? 'filled' : 'outlined'}
      color={STATUS_COLORS[status]}
      label={t(`staffAdmin.statuses.${status}`)}
      // The palette's light tones fail the contrast of small text: an outlined chip keeps its colour in the border.
      sx={status === 'suspended' ? undefined : { color: 'text.primary' }}
    />
  );
}

export /** The actions on one person, as a menu; a person never suspends themselves. */
function RowActions({
  person,
  self,
  onOpen,
  onAction,
}: {
  person: StaffMember;
  self: boolean;
  onOpen(open: Open): void;
  onAction(action: StaffAction): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (run: () => void) => () => {
    setAnchor(null);
    run();
  };
  return (
    <>
      <IconButton aria-label={t('staffAdmin.actionsOf', { name: person.full_name })} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(() => onOpen({ kind: 'roles', person }))}>{t('staffAdmin.actions.roles')}</MenuItem>
        {person.status === 'invited' && (
          <MenuItem onClick={choose(() => onAction('resendInvitation'))}>{t('staffAdmin.actions.resendInvitation')}</MenuItem>
        )}
        {person.sessions > 0 && (
          <MenuItem onClick={choose(() => onOpen({ kind: 'confirm', person, action: 'signOut' }))}>
            {t('staffAdmin.actions.signOut')}
          </MenuItem>
        )}
        {person.status !== 'invited' && (
          <MenuItem onClick={choose(() => onOpen({ kind: 'confirm', person, action: 'resetFactors' }))}>
            {t('staffAdmin.actions.resetFactors')}
          </MenuItem>
        )}
        {person.status === 'suspended' ? (
          <MenuItem onClick={choose(() => onAction('reinstate'))}>{t('staffAdmin.actions.reinstate')}</MenuItem>
        ) : (
          !self && (
            <MenuItem onClick={choose(() => onOpen({ kind: 'confirm', person, action: 'suspend' }))}>
              {t('staffAdmin.actions.suspend')}
            </MenuItem>
          )
        )}
      </Menu>
    </>
  );
}
