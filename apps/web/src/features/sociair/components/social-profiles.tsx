import type { SvgIconComponent } from '@mui/icons-material';
import Chat from '@mui/icons-material/Chat';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SocialProfile, SocialProfileType } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToggleSetting } from '../api/toggle-setting.ts';

const TYPE_ICONS: Record<SocialProfileType, SvgIconComponent> = {
  fb_page: Facebook,
  instagram: Instagram,
  twitter: X,
  linkedin: LinkedIn,
  viber_channel: Chat,
};

/** The social profiles enabled on the service; news is auto-posted to the checked ones. */
export function SocialProfiles({ profiles }: { profiles: SocialProfile[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard heading={t('sociair.profiles.heading')} about={t('sociair.profiles.about')}>
      {profiles.length === 0 ? (
        <Typography color="text.secondary">{t('sociair.profiles.empty')}</Typography>
      ) : (
        <List disablePadding>
          {profiles.map((profile) => (
            <SocialProfileRow key={profile.id} profile={profile} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}

function SocialProfileRow({ profile }: { profile: SocialProfile }) {
  const { t } = useTranslation();
  const toggle = useToggleSetting({ kind: 'profile', id: profile.id, name: profile.name }, profile.is_subscribed);
  const Icon = TYPE_ICONS[profile.type];
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Checkbox
          edge="end"
          checked={toggle.checked}
          onChange={(event) => toggle.change(event.target.checked)}
          slotProps={{ input: { 'aria-label': profile.name } }}
        />
      }
    >
      <ListItemAvatar>
        <Avatar src={profile.logo ?? undefined} alt="">
          <Icon />
        </Avatar>
      </ListItemAvatar>
      <ListItemText primary={profile.name} secondary={t(`sociair.profiles.types.${profile.type}`)} sx={{ overflowWrap: 'anywhere' }} />
    </ListItem>
  );
}
