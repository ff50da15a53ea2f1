import { SCROLL_TOP_THRESHOLD_PX } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon.tsx';
import styles from './scroll-to-top-button.module.css';

/** Appears once the page is scrolled past 570 px (SPEC.md §9) and takes the reader back to the top. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  // Read on scroll only: reading scrollY while the page mounts forces its first layout inside the
  // mount's task (~100 ms on a phone). A page the browser restores scrolled fires a scroll event.
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={styles.fab}
      data-shown={shown}
      aria-label={t('common.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="keyboardArrowUp" />
    </button>
  );
}
