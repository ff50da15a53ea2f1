import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { NewsForm } from './news-form.tsx';

/** /add-news: a new story for the agency, sent as pending. */
export function AddNewsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.addNews')}</PageTitle>
      <NewsForm />
    </>
  );
}
