import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type LanguageCode } from '../lib/language-choice.ts';
import { saveLocale } from '../lib/save-locale.ts';
import { changeLanguage } from '../lib/shell-text.ts';

/** The language choices; a chunk of its own, loaded when the language button is first pressed. */
export default function LanguageMenu({
  anchor,
  current,
  onClose,
}: {
  anchor: HTMLElement | null;
  current: LanguageCode;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          selected={language.code === current}
          onClick={() => {
            void changeLanguage(language.code);
            saveLocale(language.code);
            onClose();
          }}
        >
          {language.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
