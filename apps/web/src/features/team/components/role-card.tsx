import Check from '@mui/icons-material/Check';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type MyMembership, type TeamRole, teamRoleReaches } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

/** What each role adds to the one below it (plugins/access-policy.ts on the server): a role may do those of its level and below. */
const ABILITIES: readonly [key: string, needed: TeamRole][] = [
  ['read', 'viewer'],
  ['history', 'viewer'],
  ['download', 'reporter'],
  ['upload', 'reporter'],
  ['postToSite', 'reporter'],
  ['export', 'editor'],
  ['deliveries', 'editor'],
  ['account', 'owner'],
  ['integrations', 'owner'],
  ['team', 'owner'],
];

/** A member's own place: their role in the media house and what it lets them do. */
export function RoleCard({ membership }: { membership: MyMembership }) {
  const { t } = useTranslation();
  const listId = useId();
  const role = membership.role;
  return (
    <SectionCard heading={t('team.mine.heading')}>
      <DetailList
        details={[
          { label: t('team.mine.house'), value: membership.house.name },
          { label: t('team.mine.role'), value: <strong>{t(`team.roles.${role}`)}</strong> },
        ]}
      />
      <div>
        <Typography id={listId} variant="subtitle2" component="h3">
          {t('team.mine.mayDo')}
        </Typography>
        <List dense aria-labelledby={listId}>
          {ABILITIES.filter(([, needed]) => teamRoleReaches(role, needed)).map(([key]) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Check fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={t(`team.abilities.${key}`)} />
            </ListItem>
          ))}
        </List>
        {role !== 'owner' && (
          <Typography variant="body2" color="text.secondary">
            {t('team.mine.askOwner')}
          </Typography>
        )}
      </div>
    </SectionCard>
  );
}
