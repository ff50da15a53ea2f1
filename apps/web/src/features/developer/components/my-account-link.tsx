import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { teamRoleReaches } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../../../lib/auth.ts';

/** The guides' way to the keys and settings on My Account: a link for the owner, who alone opens it; a word to ask them for anyone else. */
export function MyAccountLink({ label, variant }: { label: string; variant?: 'outlined' }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.data && !teamRoleReaches(profile.data.team_role, 'owner')) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('developer.ownerOnly')}
      </Typography>
    );
  }
  return (
    <Button component={RouterLink} to="/my-account" variant={variant ?? 'text'} size="small" endIcon={<ArrowForward />}>
      {label}
    </Button>
  );
}
