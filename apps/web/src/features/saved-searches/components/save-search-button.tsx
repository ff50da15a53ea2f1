import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilters, type ListParams, toContentFilters } from '../../../lib/list-params.ts';
import { Button } from '../../../ui/button.tsx';
import { hintProps } from '../../../ui/hint.ts';
import { lazyWithMui } from '../../../ui/lazy-with-mui.tsx';
import text from '../../../ui/text.module.css';
import styles from './save-search-button.module.css';

const SaveSearchDialog = lazyWithMui(() => import('./save-search-dialog.tsx').then((m) => m.SaveSearchDialog));

/** "Save this search" on the news list: the words and filters in the address, under a name. */
export function SaveSearchButton({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const usable = hasFilters(params);
  // Without a search or filter it says why it is off; a disabled button takes no pointer, so the hint is on its box.
  const hint = usable ? undefined : hintProps(t('savedSearches.saveHint'), 'below-end');
  const hintId = useId();
  return (
    <>
      <span data-hint={hint?.['data-hint']} className={hint?.className}>
        <Button
          variant="outlined"
          size="small"
          startIcon="bookmarkAdd"
          disabled={!usable}
          onClick={() => setOpen(true)}
          aria-label={t('savedSearches.save')}
          aria-describedby={hint && hintId}
          className={styles.button}
        >
          {/* On a phone the button says only "Save" (its name stays the whole phrase), so it keeps to one line beside the heading. */}
          <span className={styles.long}>{t('savedSearches.save')}</span>
          <span className={styles.short}>{t('savedSearches.saveShort')}</span>
        </Button>
        {hint && (
          <span id={hintId} className={text.visuallyHidden}>
            {hint['data-hint']}
          </span>
        )}
      </span>
      {open && (
        <Suspense>
          <SaveSearchDialog
            initial={{
              name: params.query.trim().slice(0, 80),
              query: params.query.trim(),
              filters: toContentFilters(params),
              alert: 'off',
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
