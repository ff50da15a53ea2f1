import { DEFAULT_NINJS_VERSION, MAX_ZIP_ITEMS, NINJS_VERSIONS, type NinjsVersion } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { downloadNewsZip } from '../../api/download-news.ts';
import styles from './selection-bar.module.css';

/** The bar of the list's selection mode: how many are chosen, the ninjs version of the ZIP's .json, "Download ZIP" and "Clear"; says when the limit stopped a choice. */
export function SelectionBar({ ids, refused, onClear }: { ids: readonly number[]; refused: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [ninjs, setNinjs] = useState<NinjsVersion>(DEFAULT_NINJS_VERSION);
  const download = async () => {
    setBusy(true);
    try {
      await downloadNewsZip(ids, ninjs);
    } catch {
      // The failure was announced by the API client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={t('downloads.selectionBar')} className={styles.bar}>
      {(refused || ids.length >= MAX_ZIP_ITEMS) && (
        <Alert severity={refused ? 'warning' : 'info'} role={refused ? 'alert' : 'status'}>
          {t('downloads.limitReached', { max: MAX_ZIP_ITEMS })}
        </Alert>
      )}
      <div className={styles.line}>
        <p role="status" className={styles.count}>
          {t('downloads.selected', { count: ids.length })}
        </p>
        <SelectField label={t('downloads.zipNinjs')} value={ninjs} onChange={(value) => setNinjs(value as NinjsVersion)}>
          {NINJS_VERSIONS.map((version) => (
            <option key={version} value={version}>
              ninjs {version}
            </option>
          ))}
        </SelectField>
        <Button variant="contained" startIcon="download" busy={busy} disabled={ids.length === 0} onClick={() => void download()}>
          {t('downloads.downloadZip')}
        </Button>
        <Button onClick={onClear} disabled={ids.length === 0}>
          {t('downloads.clear')}
        </Button>
      </div>
    </section>
  );
}
