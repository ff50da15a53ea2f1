import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { MAX_PAGE_LINKS } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The page numbers to link: at most MAX_PAGE_LINKS, the current one as central as the ends allow. */
export function pageWindow(page: number, lastPage: number, links = MAX_PAGE_LINKS): number[] {
  const size = Math.min(links, lastPage);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), lastPage - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

type Props = { page: number; lastPage: number; onChange: (page: number) => void };

/** Numbered pages with at most five page links (SPEC.md §9), plus first, previous, next and last. */
export function PageLinks({ page, lastPage, onChange }: Props) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const current = Math.min(page, lastPage);
  const step = (type: 'first' | 'previous' | 'next' | 'last', target: number) => (
    <li key={type}>
      <PaginationItem
        type={type}
        shape="rounded"
        disabled={target === current}
        aria-label={t(`common.${type}Page`)}
        onClick={() => onChange(target)}
      />
    </li>
  );
  return (
    <Stack component="nav" aria-label={t('common.pagination')} sx={{ my: 3, alignItems: 'center' }}>
      <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        {step('first', 1)}
        {step('previous', Math.max(1, current - 1))}
        {pageWindow(current, lastPage).map((number) => (
          <li key={number}>
            <PaginationItem
              page={number}
              shape="rounded"
              color="primary"
              selected={number === current}
              aria-current={number === current ? 'page' : undefined}
              aria-label={t('common.goToPage', { page: number })}
              onClick={() => onChange(number)}
            />
          </li>
        ))}
        {step('next', Math.min(lastPage, current + 1))}
        {step('last', lastPage)}
      </Stack>
    </Stack>
  );
}
