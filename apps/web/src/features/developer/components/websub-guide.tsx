import Typography from '@mui/material/Typography';
import { MAX_WEBSUB_SUBSCRIPTIONS, WEBSUB_HUB_PATH } from '@portal/shared';
import { Trans, useTranslation } from 'react-i18next';
import { HeaderList } from './header-list.tsx';
import { InlineCode } from './inline-code.tsx';
import { PlainCode } from './plain-code.tsx';

const SUBSCRIBE_EXAMPLE = `curl -X POST "https://portal.example${WEBSUB_HUB_PATH}" \\
  -d hub.mode=subscribe \\
  --data-urlencode "hub.topic=https://portal.example/api/feed/rss/<secret>/categories/sports.rss" \\
  --data-urlencode "hub.callback=https://newsroom.example/websub/7f3a9c…" \\
  -d hub.lease_seconds=864000 \\
  --data-urlencode "hub.secret=<a random string of yours>"

HTTP/1.1 202 Accepted`;

const NOTIFICATION_EXAMPLE = `POST /websub/7f3a9c… HTTP/1.1
Content-Type: application/rss+xml; charset=utf-8
Link: <https://portal.example${WEBSUB_HUB_PATH}>; rel="hub", <https://portal.example/api/feed/rss/<secret>/categories/sports.rss>; rel="self"
X-Hub-Signature: sha256=9b1f…c04e

<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" …>…</rss>`;

const code = (text: string) => <InlineCode>{text}</InlineCode>;

/** The Feed API page's WebSub section (W3C WebSub): the feeds pushed by the portal's hub instead of polled. */
export function WebsubGuide() {
  const { t } = useTranslation();
  const codes = {
    hub: code('rel="hub"'),
    self: code('rel="self"'),
    link: code('Link'),
    mode: code('hub.mode'),
    topic: code('hub.topic'),
    callback: code('hub.callback'),
    lease: code('hub.lease_seconds'),
    secret: code('hub.secret'),
    challenge: code('hub.challenge'),
    denied: code('hub.mode=denied'),
    unsubscribe: code('hub.mode=unsubscribe'),
  };
  const line = (key: string, values: Record<string, unknown> = {}) => <Trans i18nKey={key} components={codes} values={values} />;
  return (
    <>
      <Typography>{line('feedApi.websub.body')}</Typography>
      <PlainCode>{SUBSCRIBE_EXAMPLE}</PlainCode>
      <Typography>{line('feedApi.websub.verify', { max: MAX_WEBSUB_SUBSCRIPTIONS })}</Typography>
      <Typography>{t('feedApi.websub.notify')}</Typography>
      <HeaderList
        headers={[
          ['Content-Type', t('feedApi.websub.contentType')],
          ['Link', t('feedApi.websub.links')],
          ['X-Hub-Signature: sha256=…', t('feedApi.websub.signature')],
        ]}
      />
      <PlainCode>{NOTIFICATION_EXAMPLE}</PlainCode>
      <Typography>{t('feedApi.websub.answer')}</Typography>
      <Typography>{line('feedApi.websub.lease')}</Typography>
    </>
  );
}
