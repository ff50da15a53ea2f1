import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NEWS_DOWNLOAD_FORMATS, type NewsDownloadFormat } from '@portal/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  onChoose: (format: NewsDownloadFormat) => void;
  onClose: () => void;
};

/** The formats a news item downloads in; a chunk of its own, loaded when Download is first pressed. */
export default function DownloadFormatMenu({ id, anchor, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {NEWS_DOWNLOAD_FORMATS.map((format) => (
        <MenuItem key={format} onClick={() => onChoose(format)}>
          <ListItemText primary={t(`downloads.formats.${format}`)} secondary={t(`downloads.formatHints.${format}`)} />
        </MenuItem>
      ))}
    </Menu>
  );
}
