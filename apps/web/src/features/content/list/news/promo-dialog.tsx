import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdle } from '../../../../lib/use-idle.ts';
import { Button } from '../../../../ui/button.tsx';
import { Dialog, dialogParts } from '../../../../ui/dialog.tsx';
import { Icon } from '../../../../ui/icon.tsx';
import { usePromoPopup } from '../../api/get-promo-popup.ts';
import { PLANS_PATH } from '../shared/subscription-gate.ts';
import styles from './promo-dialog.module.css';

const SEEN_KEY = 'promo-seen';

/**
 * The offer shown on opening the news (SPEC.md §2), at most once per browser session so it never nags:
 * it counts as seen once shown, however the page is left. Never over an article opened by a link
 * (`deepLinked`, as the page opened). Its texts are the staff's (Lookups and plans, Promo popup) where
 * they wrote them; it opens once they are known and the cards have painted (a modal dialog makes the whole
 * page inert, a long task on a phone that would hold up the list's first paint).
 */
export function PromoDialog({ deepLinked }: { deepLinked: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [unseen, setUnseen] = useState(() => !deepLinked && sessionStorage.getItem(SEEN_KEY) === null);
  const promo = usePromoPopup(unseen);
  const lang = i18n.language === 'ne' ? 'ne' : 'en';
  const idle = useIdle();
  const open = unseen && idle && !promo.isPending;
  useEffect(() => {
    if (open) sessionStorage.setItem(SEEN_KEY, '1');
  }, [open]);
  const close = () => setUnseen(false);
  return (
    <Dialog open={open} onClose={close} labelledBy="promo-title">
      <h2 id="promo-title" className={`${dialogParts.title} ${styles.title}`}>
        <Icon name="localOffer" className={styles.icon} />
        {promo.data?.[`title_${lang}`] ?? t('promo.title')}
      </h2>
      <div className={dialogParts.content}>
        <p className={dialogParts.text}>{promo.data?.[`text_${lang}`] ?? t('promo.text')}</p>
      </div>
      <div className={dialogParts.actions}>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            close();
            navigate(PLANS_PATH);
          }}
        >
          {t('promo.viewOffer')}
        </Button>
      </div>
    </Dialog>
  );
}
