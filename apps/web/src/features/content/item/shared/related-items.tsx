import type { ItemKind } from '@portal/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { type To, useLocation } from 'react-router';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import text from '../../../../ui/text.module.css';
import { type RelatedCard, useRelatedItems } from '../../api/get-related.ts';
import { ITEM_DIALOGS } from '../../components/shared/item-dialogs.ts';
import { videoPath } from '../videos/video-path.ts';
import { ItemLinkRow } from './item-link-row.tsx';
import styles from './related-items.module.css';

/** Where a related item opens: a news item or gallery in its dialog over the same screen, a video on its page. */
function useAddressOf(kind: ItemKind): (id: number) => To {
  const { pathname, search } = useLocation();
  if (kind === 'video') return videoPath;
  const { key } = ITEM_DIALOGS[kind];
  return (id) => {
    const params = new URLSearchParams(search);
    params.set(key, String(id));
    return { pathname, search: `?${params}` };
  };
}

/** "More like this" under an item's detail: the same story's earlier and later items first; nothing when there are none. */
export function RelatedItems({ kind, id }: { kind: ItemKind; id: number }) {
  const { t } = useTranslation();
  const related = useRelatedItems(kind, id);
  const addressOf = useAddressOf(kind);
  const headingId = `related-${kind}-${id}`;
  if (related.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.section}>
        <Skeleton width="40%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  }
  if (!related.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={clsx(text.h3, styles.heading)}>
        {t('detail.related')}
      </h3>
      <ul className={styles.list}>
        {related.data.map((card) => (
          <li key={card.id}>
            <RelatedLink card={card} to={addressOf(card.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The next item starts at its top: whatever scrolled down to this section (the dialog, the page) scrolls back up. */
function scrollBackUp(link: HTMLElement) {
  let box = link.parentElement;
  while (box && box.scrollTop === 0) box = box.parentElement;
  box?.scrollTo({ top: 0 });
}

function RelatedLink({ card, to }: { card: RelatedCard; to: To }) {
  return <ItemLinkRow item={card} to={to} onClick={(event) => scrollBackUp(event.currentTarget)} />;
}
