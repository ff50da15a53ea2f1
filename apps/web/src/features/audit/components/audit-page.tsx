import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAuditEvents } from '../api/get-audit.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AUDIT_PAGE_SIZE, hasAuditFilters, toAuditFilters, useAuditParams } from './audit-params.ts';
import { AuditTable } from './audit-table.tsx';

/** /admin/audit: the audit trail with its filters kept in the address, a page at a time, and its CSV. */
export function AuditPage() {
  const { t } = useTranslation();
  const { params, update, clear } = useAuditParams();
  const list = useAuditEvents({ ...toAuditFilters(params), page: params.page, per_page: AUDIT_PAGE_SIZE });
  return (
    <>
      <PageTitle>{t('audit.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('audit.about')}
      </Typography>
      <AuditFilters params={params} onChange={update} onReset={clear} />
      <AuditTable
        list={list}
        page={params.page}
        filtered={hasAuditFilters(params)}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        onReset={clear}
      />
    </>
  );
}
