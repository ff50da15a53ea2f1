import BookmarkAdd from '@mui/icons-material/BookmarkAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilters, type ListParams, toContentFilters } from '../../../lib/list-params.ts';
import { SaveSearchDialog } from './save-search-dialog.tsx';

/** "Save this search" on the news list: the words and filters in the address, under a name. */
export function SaveSearchButton({ params }: { params: ListParams }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const usable = hasFilters(params);
  // On a phone the button says only "Save" (its name stays the whole phrase), so it keeps to one line beside the heading.
  const button = (
    <Button
      variant="outlined"
      size="small"
      startIcon={<BookmarkAdd />}
      disabled={!usable}
      onClick={() => setOpen(true)}
      aria-label={t('savedSearches.save')}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('savedSearches.save')}
      </Box>
      <Box component="span" sx={{ display: { sm: 'none' } }}>
        {t('savedSearches.saveShort')}
      </Box>
    </Button>
  );
  return (
    <>
      {usable ? (
        button
      ) : (
        <Tooltip title={t('savedSearches.saveHint')}>
          <span>{button}</span>
        </Tooltip>
      )}
      {open && (
        <SaveSearchDialog
          initial={{ name: params.query.trim().slice(0, 80), query: params.query.trim(), filters: toContentFilters(params), alert: 'off' }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
