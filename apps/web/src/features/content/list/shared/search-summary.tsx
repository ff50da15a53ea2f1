import type { PagingMeta } from '@portal/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { type ListParams, writeListParams } from '../../../../lib/list-params.ts';
import { formatNumber } from '../../../../lib/numbers.ts';
import text from '../../../../ui/text.module.css';
import styles from './search-summary.module.css';

/** "about 3,07,000": an estimate to three significant digits, so it does not pretend to be a count. */
export const aboutFigure = (total: number) => formatNumber(total, { maximumSignificantDigits: 3 });

/**
 * The line above a search's cards: how many results (counted, or "about" the planner's estimate for a
 * common word); when romanized Nepali was read in Devanagari, the reading searched; and when "Did you
 * mean" searched other words, which ones. Both link to the words as typed (`exact=1`).
 */
export function SearchSummary({ meta, params }: { meta: PagingMeta; params: ListParams }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const estimate = meta.total_relation === 'estimate';
  const asTyped = meta.query_as_typed ?? params.query;
  const searchAsTyped = writeListParams(new URLSearchParams(search), { ...params, page: 1, query: asTyped, exact: true });
  return (
    <>
      <p role="status" className={styles.count}>
        {estimate
          ? t('search.aboutResults', { count: meta.total, figure: aboutFigure(meta.total) })
          : t('search.results', { count: meta.total, figure: formatNumber(meta.total) })}
      </p>
      {meta.transliterated && (
        <p className={styles.line}>
          <Trans
            i18nKey="romanized.readAs"
            values={{ read: meta.transliterated, typed: asTyped }}
            components={{
              read: <strong lang="ne" />,
              typed: <RouterLink className={text.link} to={{ search: `?${searchAsTyped}` }} />,
            }}
          />
        </p>
      )}
      {meta.searched_for && (
        <p className={styles.line}>
          <Trans
            i18nKey="search.correction"
            values={{ searched: meta.searched_for, typed: asTyped }}
            components={{
              searched: <strong />,
              typed: <RouterLink className={text.link} to={{ search: `?${searchAsTyped}` }} />,
            }}
          />
        </p>
      )}
    </>
  );
}
