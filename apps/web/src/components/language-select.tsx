import { Suspense, useState } from 'react';
import { LANGUAGES } from '../lib/language-choice.ts';
import { useShellText } from '../lib/shell-text.ts';
import { Button } from '../ui/button.tsx';
import { lazyWithMui } from '../ui/lazy-with-mui.tsx';

const LanguageMenu = lazyWithMui(() => import('./language-menu.tsx').then((m) => m.default));

export function LanguageSelect() {
  const { text, language } = useShellText();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first press on, so the menu keeps its closing animation.
  const [used, setUsed] = useState(false);
  const current = LANGUAGES.find((option) => option.code === language) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color="inherit"
        startIcon="translate"
        aria-label={`${text.common.language}: ${current.label}`}
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
