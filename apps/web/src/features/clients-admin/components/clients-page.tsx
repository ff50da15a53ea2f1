import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useClients } from '../api/get-clients.ts';
import { ClientsFilters } from './clients-filters.tsx';
import { hasClientFilters, useClientsParams } from './clients-params.ts';
import { ClientsTable } from './clients-table.tsx';

/** /admin/clients: the agency's clients with search and filters kept in the address. */
export function ClientsPage() {
  const { t } = useTranslation();
  const { params, update, clear } = useClientsParams();
  const list = useClients(params);
  return (
    <>
      <PageTitle>{t('clientsAdmin.list.title')}</PageTitle>
      <ClientsFilters params={params} onChange={update} onReset={clear} />
      <ClientsTable
        list={list}
        page={params.page}
        filtered={hasClientFilters(params)}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        onReset={clear}
      />
    </>
  );
}
