import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title.tsx';

/** A registered route whose screen is delivered by a later issue: its title only, for now. */
export function ScreenPlaceholder({ titleKey }: { titleKey: `pages.${string}` }) {
  const { t } = useTranslation();
  return <PageTitle>{t(titleKey)}</PageTitle>;
}
