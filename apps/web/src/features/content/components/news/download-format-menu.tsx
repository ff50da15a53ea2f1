import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NEWS_DOWNLOAD_FORMATS, type NewsDownloadFormat, NINJS_VERSIONS, type NinjsVersion } from '@portal/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  onChoose: (format: NewsDownloadFormat, ninjs?: NinjsVersion) => void;
  onClose: () => void;
};

/** Each choice of the menu: a format, and for ninjs each version the server writes (2.1, 2.3, 3.2). */
const CHOICES = NEWS_DOWNLOAD_FORMATS.flatMap((format): { format: NewsDownloadFormat; ninjs?: NinjsVersion }[] =>
  format === 'ninjs' ? NINJS_VERSIONS.map((ninjs) => ({ format, ninjs })) : [{ format }],
);

/** The formats a news item downloads in; a chunk of its own, loaded when Download is first pressed. */
export default function DownloadFormatMenu({ id, anchor, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {CHOICES.map(({ format, ninjs }) => (
        <MenuItem key={`${format}-${ninjs ?? ''}`} onClick={() => onChoose(format, ninjs)}>
          <ListItemText
            primary={t(`downloads.formats.${format}`, { version: ninjs })}
            secondary={t(`downloads.formatHints.${format}`, { version: ninjs })}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
