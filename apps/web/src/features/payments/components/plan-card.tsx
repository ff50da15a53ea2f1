import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
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
import { formatRupees } from '../../../lib/money.ts';

/** The plan's `icon` names one of these; any other shows the star. */
const ICONS: Record<string, typeof StarOutline> = {
  article: ArticleOutlined,
  photo: PhotoLibraryOutlined,
  video: VideocamOutlined,
  gift: CardGiftcardOutlined,
};

/** One plan: icon, name, description (in Nepali when the interface is and the agency gave them), the monthly price (or the trial's days), what it includes, and Choose. */
export function PlanCard({ plan, onChoose }: { plan: SubscriptionPlan; onChoose(plan: SubscriptionPlan): void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const Icon = ICONS[plan.icon] ?? StarOutline;
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
