import type { SiteDelivery } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../../../lib/auth.ts';
import { useSiteConnection } from '../../../../../lib/client-site.ts';
import { formatCardDate } from '../../../../../lib/dates.ts';
import { Icon } from '../../../../../ui/icon.tsx';
import text from '../../../../../ui/text.module.css';
import { useSiteDeliveries } from '../../../api/post-to-site.ts';
import styles from './delivery-log.module.css';

/** What happened each time the item was posted to the client's site; shown while a site is connected or attempts exist. */
export function DeliveryLog({ newsId }: { newsId: number }) {
  const connection = useSiteConnection(useProfile().data?.house_id);
  const deliveries = useSiteDeliveries(newsId);
  const entries = deliveries.data ?? [];
  if (!deliveries.isSuccess || (entries.length === 0 && !connection.data)) return null;
  return (
    // Opens by itself once the first attempt is logged.
    <DeliveryLogSection key={entries.length > 0 ? 'some' : 'none'} id={`delivery-log-${newsId}`} entries={entries} />
  );
}

/** MUI's outlined Accordion: a button that shows and hides the entries' region. */
function DeliveryLogSection({ id, entries }: { id: string; entries: SiteDelivery[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(entries.length > 0);
  return (
    <div className={styles.log}>
      <h3 className={styles.headingLine}>
        <button
          type="button"
          id={id}
          aria-expanded={open}
          aria-controls={`${id}-entries`}
          className={styles.summary}
          onClick={() => setOpen(!open)}
        >
          <span className={`${text.body1} ${styles.heading}`}>
            {t('account.post.log')} ({entries.length})
          </span>
          <Icon name="expandMore" className={open ? `${styles.expand} ${styles.expanded}` : styles.expand} />
        </button>
      </h3>
      <section id={`${id}-entries`} aria-labelledby={id} hidden={!open} className={styles.entries}>
        {entries.length === 0 ? (
          <p className={`${text.body1} ${text.secondary}`}>{t('account.post.logEmpty')}</p>
        ) : (
          <ol className={styles.list}>
            {entries.map((entry) => (
              <DeliveryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function DeliveryEntry({ entry }: { entry: SiteDelivery }) {
  const { t } = useTranslation();
  const delivered = entry.status === 'delivered';
  return (
    <li className={styles.entry}>
      <Icon name={delivered ? 'checkCircle' : 'errorOutline'} className={delivered ? styles.delivered : styles.failed} />
      <div className={styles.about}>
        <p className={`${text.body1} ${styles.heading}`}>
          {delivered ? t('account.post.delivered') : t('account.post.failed')} · {entry.category.name}
        </p>
        <p className={`${text.body2} ${text.secondary}`}>
          <time dateTime={entry.created_at}>{formatCardDate(entry.created_at)}</time>
        </p>
        <p className={`${text.body2} ${styles.message}`}>{entry.message}</p>
      </div>
    </li>
  );
}
