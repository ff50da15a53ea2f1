import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Screen · Agency" in the browser tab and history. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('agency.name')}`;
  }, [title, t]);
}
