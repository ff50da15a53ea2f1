import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NEWS_DOWNLOAD_FORMATS, type NewsDownloadFormat } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadNews } from '../../api/download-news.ts';

/** "Download" beside the copy buttons of a news item: as plain text, ninjs JSON or NITF XML. */
export function DownloadMenu({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (format: NewsDownloadFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadNews(newsId, format);
    } catch {
      // The failure was announced by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Download />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        loading={busy}
        loadingPosition="start"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('downloads.download')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {NEWS_DOWNLOAD_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void choose(format)}>
            <ListItemText primary={t(`downloads.formats.${format}`)} secondary={t(`downloads.formatHints.${format}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
