import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { NewsForm } from './news-form.tsx';
import { OwnNewsLoader } from './own-news-loader.tsx';

/** /edit-news/:id: one of the client's own uploads, changeable while it is pending. */
export function EditNewsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.editNews')}</PageTitle>
      <OwnNewsLoader>{(item) => <NewsForm key={item.id} item={item} />}</OwnNewsLoader>
    </>
  );
}
