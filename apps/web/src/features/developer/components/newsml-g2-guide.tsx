import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { InlineCode } from './inline-code.tsx';
import { PlainCode } from './plain-code.tsx';

const G2_TYPE = 'application/vnd.iptc.g2.newsmessage+xml';

const G2_EXAMPLE = `curl -H "Authorization: Bearer $PORTAL_API_KEY" \\
  "https://portal.example/api/feed/v1/items?since=<next_cursor>&format=newsml-g2"

HTTP/1.1 200 OK
Content-Type: ${G2_TYPE}; charset=utf-8
X-Next-Cursor: c2VxOjQ4MjEz

<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/">
  <header>…<headerExtProperty reluri="https://portal.example/api/feed/v1/items#next_cursor" value="c2VxOjQ4MjEz"/></header>
  <itemSet>
    <packageItem guid="https://portal.example/news/1042/package" version="2" …>…</packageItem>
    <newsItem guid="https://portal.example/news/1042" version="2" xml:lang="ne" …>…<inlineXML contenttype="application/xhtml+xml">…</newsItem>
    <newsItem guid="https://portal.example/news/1042/files/77" version="2" …>…<remoteContent rendition="rnd:highRes" href="…"/>…</newsItem>
  </itemSet>
</newsMessage>`;

const code = (text: string) => <InlineCode>{text}</InlineCode>;

/** The Feed API page's section on NewsML-G2: the format asked by ?format= or Accept, a page's News Message, the cursor, corrections and withdrawals. */
export function NewsMlG2Guide() {
  const codes = {
    param: code('?format=newsml-g2'),
    accept: code(`Accept: ${G2_TYPE}`),
    package: code('packageItem'),
    cursorHeader: code('X-Next-Cursor'),
    ext: code('headerExtProperty'),
    empty: code('204'),
    update: code('sig:update'),
    canceled: code('stat:canceled'),
    atomic: code('nmsig:atomic'),
  };
  const line = (key: string) => <Trans i18nKey={key} components={codes} />;
  return (
    <>
      <Typography>{line('g2Guide.body')}</Typography>
      <PlainCode>{G2_EXAMPLE}</PlainCode>
      <Typography>{line('g2Guide.cursor')}</Typography>
      <Typography>{line('g2Guide.elsewhere')}</Typography>
    </>
  );
}
