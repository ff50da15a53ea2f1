import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n.ts';

const LanguageMenu = lazy(() => import('./language-menu.tsx'));

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first press on, so the menu keeps its closing animation.
  const [used, setUsed] = useState(false);
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        aria-label={`${t('common.language')}: ${current.label}`}
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      >
        {current.label}
      </Button>
      {used && (
        <Suspense>
          <LanguageMenu anchor={anchor} current={current.code} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
