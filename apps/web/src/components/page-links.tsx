import { MAX_PAGE_LINKS } from '@portal/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon.tsx';
import styles from './page-links.module.css';

/** The page numbers to link: at most MAX_PAGE_LINKS, the current one as central as the ends allow. */
export function pageWindow(page: number, lastPage: number, links = MAX_PAGE_LINKS): number[] {
  const size = Math.min(links, lastPage);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), lastPage - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

type Props = { page: number; lastPage: number; onChange: (page: number) => void };

const STEP_ICONS = { first: 'firstPage', previous: 'navigateBefore', next: 'navigateNext', last: 'lastPage' } as const;

/** Numbered pages with at most five page links (SPEC.md §9), plus first, previous, next and last. */
export function PageLinks({ page, lastPage, onChange }: Props) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const current = Math.min(page, lastPage);
  const step = (type: keyof typeof STEP_ICONS, target: number) => (
    <li key={type}>
      <button
        type="button"
        className={styles.item}
        disabled={target === current}
        aria-label={t(`common.${type}Page`)}
        onClick={() => onChange(target)}
      >
        <Icon name={STEP_ICONS[type]} size="small" />
      </button>
    </li>
  );
  return (
    <nav aria-label={t('common.pagination')} className={styles.links}>
      <ul className={styles.list}>
        {step('first', 1)}
        {step('previous', Math.max(1, current - 1))}
        {pageWindow(current, lastPage).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={clsx(styles.item, number === current && styles.current)}
              aria-current={number === current ? 'page' : undefined}
              aria-label={t('common.goToPage', { page: number })}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        {step('next', Math.min(lastPage, current + 1))}
        {step('last', lastPage)}
      </ul>
    </nav>
  );
}
