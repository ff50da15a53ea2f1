import type { PlanRow } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/numbers.ts';
import { ActiveChip, type LookupColumn, LookupTable } from './lookup-table.tsx';
import { PlanDialog } from './plan-dialog.tsx';

/** The subscription plans with their prices; Edit opens the price tables. */
export function PlansTab() {
  const { t } = useTranslation();
  const columns: LookupColumn<PlanRow>[] = [
    { key: 'name', label: t('lookupsAdmin.fields.name'), render: (row) => row.name },
    {
      key: 'price',
      label: t('lookupsAdmin.fields.monthlyAmount'),
      render: (row) =>
        row.is_trial
          ? t('lookupsAdmin.plans.trial', { count: row.trial_days ?? 0 })
          : t('lookupsAdmin.fields.perMonth', { amount: formatRupees(row.monthly_amount) }),
    },
    {
      key: 'content',
      label: t('lookupsAdmin.fields.contentTypes'),
      render: (row) => row.content_types.map((type) => t(`lookupsAdmin.plans.contentTypes.${type}`, type)).join(', '),
    },
    {
      key: 'screens',
      label: t('lookupsAdmin.plans.screens'),
      render: (row) => t('lookupsAdmin.plans.rowCount', { count: row.screen_options.length }),
    },
    {
      key: 'months',
      label: t('lookupsAdmin.plans.months'),
      render: (row) => t('lookupsAdmin.plans.rowCount', { count: row.month_options.length }),
    },
    {
      key: 'active',
      label: t('lookupsAdmin.fields.active'),
      render: (row) => <ActiveChip active={row.active} />,
    },
  ];
  return (
    <LookupTable
      model="subscriptionPlans"
      section="plans"
      columns={columns}
      nameOf={(row) => row.name}
      minWidth={760}
      renderDialog={(row, onClose) => <PlanDialog plan={row} onClose={onClose} />}
    />
  );
}
