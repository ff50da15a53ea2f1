import LocalOffer from '@mui/icons-material/LocalOffer';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePromoPopup } from '../../api/get-promo-popup.ts';
import { PLANS_PATH } from '../shared/subscription-gate.ts';

const SEEN_KEY = 'promo-seen';

/**
 * The offer shown on opening the news (SPEC.md §2), at most once per browser session so it never nags:
 * it counts as seen once shown, however the page is left. Never over an article opened by a link
 * (`deepLinked`, as the page opened). Its texts are the staff's (Lookups and plans, Promo popup) where
 * they wrote them; it opens once they are known.
 */
export function PromoDialog({ deepLinked }: { deepLinked: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [unseen, setUnseen] = useState(() => !deepLinked && sessionStorage.getItem(SEEN_KEY) === null);
  const promo = usePromoPopup(unseen);
  const lang = i18n.language === 'ne' ? 'ne' : 'en';
  const open = unseen && !promo.isPending;
  useEffect(() => {
    if (open) sessionStorage.setItem(SEEN_KEY, '1');
  }, [open]);
  const close = () => setUnseen(false);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="promo-title" maxWidth="xs">
      <DialogTitle id="promo-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LocalOffer color="primary" />
        {promo.data?.[`title_${lang}`] ?? t('promo.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{promo.data?.[`text_${lang}`] ?? t('promo.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
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
      </DialogActions>
    </Dialog>
  );
}
