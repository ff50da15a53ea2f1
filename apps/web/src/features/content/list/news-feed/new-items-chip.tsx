import type { NewsCard } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../../../lib/list-params.ts';
import { ChipButton } from '../../../../ui/chip.tsx';
import { useNewsFeed } from '../../api/news-feed.ts';
import styles from './new-items-chip.module.css';

/** Whether an item announced by the feed belongs in the list as filtered (the search text is left to the server). */
const fitsList = (params: ListParams) => (item: { language_id: number; category_ids: number[] }) =>
  (params.languageId === undefined || item.language_id === params.languageId) &&
  (params.categoryIds.length === 0 || item.category_ids.some((id) => params.categoryIds.includes(id)));

/**
 * "N new items": news gone out since the list was loaded that would appear in it and are not on screen
 * yet. Choosing it brings the list up to date at its first page.
 */
export function NewItemsChip({ params, shown, onShow }: { params: ListParams; shown: readonly NewsCard[]; onShow: () => void }) {
  const { t } = useTranslation();
  const { fresh } = useNewsFeed();
  const onScreen = new Set(shown.map((item) => item.id));
  const count = fresh.filter(fitsList(params)).filter((item) => !onScreen.has(item.id)).length;
  if (count === 0) return null;
  return (
    <div className={styles.bar}>
      <ChipButton icon="arrowUpward" label={t('news.newItems', { count })} onClick={onShow} aria-live="polite" />
    </div>
  );
}
