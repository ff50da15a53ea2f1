import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../../../lib/auth.ts';
import { useSiteConnection } from '../../../../../lib/client-site.ts';
import { Button } from '../../../../../ui/button.tsx';
import { lazyWithMui } from '../../../../../ui/lazy-with-mui.tsx';

/** The form and its schemas load when the button is first pressed, not with the news item. */
const PostToSiteDialog = lazyWithMui(() =>
  import('../../../components/news/post-to-site/post-to-site-dialog.tsx').then((m) => m.PostToSiteDialog),
);

/**
 * "Post to MY Site", offered only once the media house has connected its site in My Account. The site is the
 * house's: a member names the house's account (`house_id`), not their own, or the server answers 404.
 */
export function PostToSiteButton({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const userId = useProfile().data?.house_id;
  const connection = useSiteConnection(userId);
  const [open, setOpen] = useState(false);
  if (!userId || !connection.data) return null;
  return (
    <>
      <Button size="small" variant="contained" startIcon="publish" onPointerEnter={PostToSiteDialog.preload} onClick={() => setOpen(true)}>
        {t('account.post.button')}
      </Button>
      {open && (
        <Suspense>
          <PostToSiteDialog newsId={newsId} userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
