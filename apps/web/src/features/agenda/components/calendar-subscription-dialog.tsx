import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { useCategories, useLocalName } from '../../../lib/lookups.ts';
import { showNotice } from '../../../lib/notices.ts';
import { Button, IconButton } from '../../../ui/button.tsx';
import { Dialog, dialogParts } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCalendarAddress, useRotateCalendarAddress } from '../api/calendar-address.ts';
import { AgendaIcon } from './agenda-icon.tsx';
import styles from './calendar-subscription.module.css';

/** The subscription address narrowed by the feed's query (`category`, `watched=1`). */
export const addressWith = (address: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${address}${address.includes('?') ? '&' : '?'}${search}` : address;
};

/** One address with its Copy button; the field is read-only and selects itself, for copying by hand. */
function AddressRow({ label, address, children }: { label: string; address: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = () =>
    copyToClipboard(address).then(
      () => showNotice(t('agenda.subscribe.copied'), { variant: 'success' }),
      () => showNotice(t('agenda.subscribe.copyFailed'), { variant: 'error' }),
    );
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{label}</legend>
      {children}
      <div className={styles.line}>
        <input
          id={id}
          className={styles.address}
          readOnly
          value={address}
          aria-label={label}
          onFocus={(event) => event.currentTarget.select()}
        />
        <IconButton
          icon={<AgendaIcon name="copy" size="inherit" />}
          label={t('agenda.subscribe.copy', { what: label })}
          hint="above"
          onClick={copy}
        />
      </div>
    </fieldset>
  );
}

/**
 * "Subscribe in your calendar": the person's secret iCalendar address (all events, one category, the watched
 * ones), a webcal link that opens a calendar app, and a new address that replaces the old one after a confirmation.
 */
export function CalendarSubscriptionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirmId = useId();
  const address = useCalendarAddress(open);
  const rotate = useRotateCalendarAddress();
  const categories = useCategories().data ?? [];
  const nameOf = useLocalName();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const category = categoryId ?? categories[0]?.id;
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="sm" fullScreenOnPhone>
      <h2 id={titleId} className={dialogParts.title}>
        {t('agenda.subscribe.title')}
      </h2>
      <div className={dialogParts.content}>
        <p className={dialogParts.text}>{t('agenda.subscribe.intro')}</p>
        {address.isPending && <Skeleton height={160} />}
        {address.error && <LoadError query={address} />}
        {address.data && (
          <div className={styles.addresses}>
            <AddressRow label={t('agenda.subscribe.all')} address={address.data.url} />
            <a className={`${styles.open}`} href={address.data.webcal}>
              <AgendaIcon name="event" size="inherit" /> {t('agenda.subscribe.openApp')}
            </a>
            <AddressRow label={t('agenda.subscribe.watched')} address={addressWith(address.data.url, { watched: '1' })} />
            {category !== undefined && (
              <AddressRow label={t('agenda.subscribe.category')} address={addressWith(address.data.url, { category: String(category) })}>
                <SelectField
                  label={t('agenda.subscribe.chooseCategory')}
                  value={String(category)}
                  onChange={(chosen) => setCategoryId(Number(chosen))}
                  className={styles.category}
                >
                  {categories.map((option) => (
                    <option key={option.id} value={option.id}>
                      {nameOf(option)}
                    </option>
                  ))}
                </SelectField>
              </AddressRow>
            )}
            <div className={styles.rotate}>
              <Button variant="outlined" busy={rotate.isPending} onClick={() => setConfirming(true)}>
                {t('agenda.subscribe.rotate')}
              </Button>
            </div>
          </div>
        )}
      </div>
      <div className={dialogParts.actions}>
        <Button onClick={onClose}>{t('agenda.subscribe.close')}</Button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} labelledBy={confirmId}>
        <h2 id={confirmId} className={dialogParts.title}>
          {t('agenda.subscribe.rotateTitle')}
        </h2>
        <div className={dialogParts.content}>
          <p className={dialogParts.text}>{t('agenda.subscribe.rotateText')}</p>
        </div>
        <div className={dialogParts.actions}>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              rotate.mutate();
            }}
          >
            {t('agenda.subscribe.rotateConfirm')}
          </Button>
        </div>
      </Dialog>
    </Dialog>
  );
}
