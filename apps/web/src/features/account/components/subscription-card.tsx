import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { AccountPlan } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDayInBoth } from '../../../lib/dates.ts';
import { localText } from '../../../lib/local-text.ts';

/** The plan in force with its period in both calendars and the periods queued after it, or the not-subscribed warning with the way to the plans. */
export function SubscriptionCard({ plan }: { plan: AccountPlan | null }) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard heading={t('account.plan.heading')}>
      {plan ? (
        <DetailList
          details={[
            {
              label: t('account.plan.package'),
              value: (
                <>
                  {localText(plan.name, plan.name_ne, i18n.language)}{' '}
                  {plan.is_trial && <Chip size="small" variant="outlined" label={t('account.plan.trial')} />}
                </>
              ),
            },
            { label: t('account.plan.screens'), value: plan.no_of_screen },
            { label: t('account.plan.months'), value: plan.no_of_month },
            { label: t('account.plan.expiresIn'), value: t('account.plan.days', { count: plan.expire_in }) },
            {
              label: t('account.plan.period'),
              value: (
                <>
                  <time dateTime={plan.start_date}>{formatDayInBoth(plan.start_date)}</time> –{' '}
                  <time dateTime={plan.expire_date}>{formatDayInBoth(plan.expire_date)}</time>
                </>
              ),
            },
            ...(plan.upcoming.length > 0
              ? [
                  {
                    label: t('account.plan.upcoming'),
                    value: (
                      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                        {plan.upcoming.map((next) => (
                          <li key={next.start_date}>
                            {t('account.plan.upcomingPlan', {
                              plan: localText(next.name, next.name_ne, i18n.language),
                              screens: next.no_of_screen,
                              start: formatDayInBoth(next.start_date),
                              end: formatDayInBoth(next.expire_date),
                            })}
                          </li>
                        ))}
                      </Box>
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/subscription-plans" color="inherit" variant="outlined" size="small">
              {t('account.plan.subscribeNow')}
            </Button>
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
        >
          <AlertTitle>{t('account.plan.notSubscribed')}</AlertTitle>
          {t('account.plan.notSubscribedHint')}
        </Alert>
      )}
    </SectionCard>
  );
}
