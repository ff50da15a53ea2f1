import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useStaffPayments } from '../api/get-payments.ts';
import { PaymentsFilters } from './payments-filters.tsx';
import { hasPaymentFilters, usePaymentsParams } from './payments-params.ts';
import { PaymentsTable } from './payments-table.tsx';
import { PaymentsTotals } from './payments-totals.tsx';

/** /admin/payments: every client's payments with the totals of the filtered list; filters kept in the address. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const { params, update, clear } = usePaymentsParams();
  const list = useStaffPayments(params);
  return (
    <>
      <PageTitle>{t('paymentsAdmin.list.title')}</PageTitle>
      <PaymentsFilters params={params} onChange={update} onReset={clear} />
      {list.data && <PaymentsTotals totals={list.data.totals} />}
      <PaymentsTable
        list={list}
        page={params.page}
        filtered={hasPaymentFilters(params)}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        onReset={clear}
      />
    </>
  );
}
