import { messages, teamRoleReaches } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useProfile } from '../../../lib/auth.ts';
import { ButtonLink } from '../../../ui/button.tsx';

/** Where a plan is chosen (the owner's screen). */
export const PLANS_PATH = '/subscription-plans';

/** Whether the server refused the Agenda to this client (not in its plan, or no days left). */
export const isRefused = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 403;

/**
 * The Agenda refused by the plan: what it is, and the plans for the owner who can change it (others are told to ask).
 * Another refusal (no days left) shows the server's message with the same way out.
 */
export function AgendaNotInPlan({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  const owner = user !== undefined && teamRoleReaches(user.team_role, 'owner');
  const notInPlan = error.message === messages.agendaNotInPlan;
  return (
    <EmptyState
      title={notInPlan ? t('agenda.plan.title') : error.message}
      hint={owner ? t('agenda.plan.hint') : `${t('agenda.plan.hint')} ${t('agenda.plan.memberHint')}`}
      action={
        owner && (
          <ButtonLink to={PLANS_PATH} variant="contained">
            {t('agenda.plan.plans')}
          </ButtonLink>
        )
      }
    />
  );
}
