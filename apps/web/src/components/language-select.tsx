import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../lib/i18n.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        aria-label={`${t('common.language')}: ${current.label}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current.label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === current.code}
            onClick={() => {
              void changeLanguage(language.code);
              setAnchor(null);
            }}
          >
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
