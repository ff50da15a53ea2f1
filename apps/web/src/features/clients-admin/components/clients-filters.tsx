import { CLIENT_SUBSCRIPTION_STATES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ANY, FilterSelect } from '../../../components/filter-select.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useRegisterCategories } from '../../../lib/lookups.ts';
import { type ClientsParams, hasClientFilters } from './clients-params.ts';

type Props = { params: ClientsParams; onChange: (change: Partial<ClientsParams>) => void; onReset: () => void };

const flagValue = (value: boolean | undefined) => (value === undefined ? ANY : value ? 'yes' : 'no');
const flagOf = (value: string) => (value === ANY ? undefined : value === 'yes');

/** Search, category, subscription state, verified and suspended of the clients list, and Reset. */
export function ClientsFilters({ params, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const categories = useRegisterCategories();
  return (
    <FilterBar filtered={hasClientFilters(params)} onReset={onReset}>
      <SearchField label={t('clientsAdmin.list.search')} value={params.query} onSearch={(query) => onChange({ query })} />
      <FilterSelect
        label={t('clientsAdmin.filters.category')}
        anyLabel={t('clientsAdmin.filters.allCategories')}
        value={params.category ?? ANY}
        options={categories.data ?? []}
        onChange={(value) => onChange({ category: (value || undefined) as ClientsParams['category'] })}
      />
      <FilterSelect
        label={t('clientsAdmin.filters.subscription')}
        anyLabel={t('clientsAdmin.filters.allSubscriptions')}
        value={params.subscription ?? ANY}
        options={CLIENT_SUBSCRIPTION_STATES.map((state) => ({ value: state, label: t(`clientsAdmin.states.${state}`) }))}
        onChange={(value) => onChange({ subscription: (value || undefined) as ClientsParams['subscription'] })}
      />
      <FilterSelect
        label={t('clientsAdmin.filters.verified')}
        anyLabel={t('clientsAdmin.filters.any')}
        value={flagValue(params.verified)}
        options={[
          { value: 'yes', label: t('clientsAdmin.filters.verifiedYes') },
          { value: 'no', label: t('clientsAdmin.filters.verifiedNo') },
        ]}
        onChange={(value) => onChange({ verified: flagOf(value) })}
      />
      <FilterSelect
        label={t('clientsAdmin.filters.suspended')}
        anyLabel={t('clientsAdmin.filters.any')}
        value={flagValue(params.suspended)}
        options={[
          { value: 'no', label: t('clientsAdmin.filters.suspendedNo') },
          { value: 'yes', label: t('clientsAdmin.filters.suspendedYes') },
        ]}
        onChange={(value) => onChange({ suspended: flagOf(value) })}
      />
    </FilterBar>
  );
}
