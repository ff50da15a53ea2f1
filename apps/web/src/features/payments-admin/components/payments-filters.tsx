import TextField from '@mui/material/TextField';
import { PAYMENT_CHANNELS, PAYMENT_SORT_FIELDS, PAYMENT_STATUSES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { ANY, FilterSelect } from '../../../components/filter-select.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { downloadPaymentsCsv } from '../api/get-payments.ts';
import { hasPaymentFilters, type PaymentsParams } from './payments-params.ts';

type Props = { params: PaymentsParams; onChange: (change: Partial<PaymentsParams>) => void; onReset: () => void };

const dateSx = { flex: '1 1 150px', maxWidth: { sm: 180 } };

/** Search, status, gateway, days and order of the payments list, Reset and Export CSV. */
export function PaymentsFilters({ params, onChange, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar
      label={t('paymentsAdmin.filters.label')}
      filtered={hasPaymentFilters(params)}
      onReset={onReset}
      csv={{ label: t('paymentsAdmin.exportCsv'), about: t('paymentsAdmin.exportAbout'), download: () => downloadPaymentsCsv(params) }}
    >
      <SearchField label={t('paymentsAdmin.filters.search')} value={params.query} onSearch={(query) => onChange({ query })} />
      <FilterSelect
        label={t('paymentsAdmin.filters.status')}
        anyLabel={t('paymentsAdmin.filters.anyStatus')}
        value={params.status ?? ANY}
        options={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`paymentsAdmin.statuses.${status}`) }))}
        onChange={(value) => onChange({ status: (value || undefined) as PaymentsParams['status'] })}
      />
      <FilterSelect
        label={t('paymentsAdmin.filters.gateway')}
        anyLabel={t('paymentsAdmin.filters.anyGateway')}
        value={params.gateway ?? ANY}
        options={PAYMENT_CHANNELS.map((gateway) => ({ value: gateway, label: t(`paymentsAdmin.gateways.${gateway}`) }))}
        onChange={(value) => onChange({ gateway: (value || undefined) as PaymentsParams['gateway'] })}
      />
      <TextField
        type="date"
        label={t('paymentsAdmin.filters.from')}
        value={params.from ?? ''}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: params.to || undefined } }}
        sx={dateSx}
      />
      <TextField
        type="date"
        label={t('paymentsAdmin.filters.to')}
        value={params.to ?? ''}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: params.from || undefined } }}
        sx={dateSx}
      />
      <FilterSelect
        label={t('paymentsAdmin.filters.sort')}
        anyLabel={t('paymentsAdmin.sorts.newest')}
        value={params.sort === 'created_at' && !params.ascending ? ANY : `${params.sort}:${params.ascending ? 'asc' : 'desc'}`}
        options={[
          { value: 'created_at:asc', label: t('paymentsAdmin.sorts.oldest') },
          { value: 'amount:desc', label: t('paymentsAdmin.sorts.largest') },
          { value: 'amount:asc', label: t('paymentsAdmin.sorts.smallest') },
        ]}
        onChange={(value) => {
          const [sort, order] = value.split(':');
          onChange({ sort: PAYMENT_SORT_FIELDS.find((field) => field === sort) ?? 'created_at', ascending: order === 'asc' });
        }}
      />
    </FilterBar>
  );
}
