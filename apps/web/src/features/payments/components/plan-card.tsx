import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import StarOutline from '@mui/icons-material/StarOutline';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionPlan } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localText } from '../../../lib/local-text.ts';
import { formatRupees } from '../../../lib/numbers.ts';

/** The plan's `icon` names one of these; any other shows the star. */
const ICONS: Record<string, typeof StarOutline> = {
  article: ArticleOutlined,
  photo: PhotoLibraryOutlined,
  video: VideocamOutlined,
  gift: CardGiftcardOutlined,
};

/**
 * The screens a plan buys (devices signed in at once across the media house). A free plan (the
 * trial) gives its first option, as the server does, or 1; any other plan offers up to its largest option.
 */
export function planScreens(plan: Pick<SubscriptionPlan, 'is_trial' | 'monthly_amount' | 'screen_setup'>) {
  const options = plan.screen_setup.screen.map((option) => option.screen);
  if (plan.is_trial || plan.monthly_amount === 0) return { count: options[0] ?? 1, upTo: false };
  if (options.length === 0) return undefined;
  const most = Math.max(...options);
  return { count: most, upTo: most > 1 };
}

/** One plan: icon, name, description (in Nepali when the interface is and the agency gave them), the monthly price (or the trial's days), its screens, what it includes, and Choose. */
export function PlanCard({ plan, onChoose }: { plan: SubscriptionPlan; onChoose(plan: SubscriptionPlan): void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const Icon = ICONS[plan.icon] ?? StarOutline;
  const screens = planScreens(plan);
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Icon aria-hidden />
          </Avatar>
          <Typography id={headingId} variant="h3" component="h2">
            {localText(plan.name, plan.name_ne, i18n.language)}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {localText(plan.description, plan.description_ne, i18n.language)}
        </Typography>
        <Typography variant="h2" component="p">
          {plan.is_trial
            ? t('payments.plans.freeFor', { count: plan.trial_days ?? 0 })
            : t('payments.plans.perMonth', { amount: formatRupees(plan.monthly_amount) })}
        </Typography>
        {screens && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <DevicesOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {t(screens.upTo ? 'payments.plans.upToScreens' : 'payments.plans.screens', { count: screens.count })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('payments.plans.screensHint')}
              </Typography>
            </div>
          </Stack>
        )}
        {plan.content_types.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('payments.plans.includes')}
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
          >
            {plan.content_types.map((type) => (
              <li key={type}>
                <Chip size="small" variant="outlined" label={t(`payments.plans.contentTypes.${type}`, { defaultValue: type })} />
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth onClick={() => onChoose(plan)}>
          {t('payments.plans.choose')}
        </Button>
      </CardActions>
    </Card>
  );
}
