import { STAFF_ROLES, STAFF_STATUSES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ANY, FilterSelect } from '../../../components/filter-select.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { hasStaffFilters, type StaffParams } from './staff-params.ts';

/** Search, role and status of the staff list, and Reset. */
export function StaffFilters({
  params,
  onChange,
  onReset,
}: {
  params: StaffParams;
  onChange(change: Partial<StaffParams>): void;
  onReset(): void;
}) {
  const { t } = useTranslation();
  return (
    <FilterBar filtered={hasStaffFilters(params)} onReset={onReset}>
      <SearchField label={t('staffAdmin.search')} value={params.query} onSearch={(query) => onChange({ query })} />
      <FilterSelect
        label={t('staffAdmin.filters.role')}
        anyLabel={t('staffAdmin.filters.allRoles')}
        value={params.role ?? ANY}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staffAdmin.roles.${role}`) }))}
        onChange={(value) => onChange({ role: (value || undefined) as StaffParams['role'] })}
      />
      <FilterSelect
        label={t('staffAdmin.filters.status')}
        anyLabel={t('staffAdmin.filters.allStatuses')}
        value={params.status ?? ANY}
        options={STAFF_STATUSES.map((status) => ({ value: status, label: t(`staffAdmin.statuses.${status}`) }))}
        onChange={(value) => onChange({ status: (value || undefined) as StaffParams['status'] })}
      />
    </FilterBar>
  );
}
