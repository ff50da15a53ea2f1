import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { API_DOCS_PATH } from '@portal/shared';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { WEBHOOK_SAMPLES } from '../samples/index.ts';
import { HeaderList } from './header-list.tsx';
import { InlineCode } from './inline-code.tsx';
import { MyAccountLink } from './my-account-link.tsx';
import { NewsMlG2Guide } from './newsml-g2-guide.tsx';
import { NinjsVersionsGuide } from './ninjs-versions-guide.tsx';
import { OAuthGuide } from './oauth-guide.tsx';
import { PlainCode } from './plain-code.tsx';
import { SampleTabs } from './sample-tabs.tsx';
import { WebsubGuide } from './websub-guide.tsx';

const NINJS_FIELDS = [
  'uri',
  'version',
  'versioncreated',
  'firstcreated',
  'pubstatus',
  'urgency',
  'language',
  'headlines',
  'descriptions',
  'bodies',
  'subjects',
  'associations',
  'copyrightholder',
  'usageterms',
  'ednote',
] as const;

const POLL_EXAMPLE = `curl -H "Authorization: Bearer $PORTAL_API_KEY" \\
  "https://portal.example/api/feed/v1/items?language=en&limit=50"

# then, with the next_cursor of the last answer:
curl -H "Authorization: Bearer $PORTAL_API_KEY" \\
  "https://portal.example/api/feed/v1/items?since=<next_cursor>&language=en"`;

const WEBHOOK_EXAMPLE = `POST /webhooks/portal HTTP/1.1
Content-Type: application/json
X-Portal-Signature: t=1767225600,v1=5f8c…e21a
X-Portal-Event-Id: 48213
Idempotency-Key: 48213

{"uri":"https://portal.example/news/1042","version":"2","pubstatus":"usable","headlines":[…],…}`;

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ mt: 5, minWidth: 0, scrollMarginTop: 80 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

const code = (text: string) => <InlineCode>{text}</InlineCode>;

/** The Developer guide's Feed API page: keys, cursor paging, ninjs fields, RSS/Atom and signed webhooks. */
export function FeedApiPage() {
  const { t } = useTranslation();
  // Tags of the texts (`<since />`) that stand for a name from code.
  const codes = {
    hdr: code('Authorization: Bearer <key>'),
    since: code('since'),
    cursor: code('next_cursor'),
    cat: code('category'),
    lang: code('language'),
    topic: code('topic'),
    qry: code('q'),
    lim: code('limit'),
    ver: code('version'),
    canc: code('pubstatus: "canceled"'),
    path: code('GET /api/feed/v1/items/{id}'),
  };
  const line = (key: string) => <Trans i18nKey={key} components={codes} />;

  return (
    <Box sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageTitle>{t('feedApi.title')}</PageTitle>
      <Typography sx={{ mb: 2 }}>{t('feedApi.intro')}</Typography>
      <Button href={API_DOCS_PATH} target="_blank" rel="noopener" variant="outlined" size="small" endIcon={<OpenInNew />}>
        {t('feedApi.docsLink')}
      </Button>

      <Section id="auth" heading={t('feedApi.auth.heading')}>
        <Typography>{line('feedApi.auth.body')}</Typography>
        <Box>
          <MyAccountLink label={t('feedApi.auth.link')} />
        </Box>
      </Section>

      <Section id="oauth" heading={t('oauthGuide.heading')}>
        <OAuthGuide />
      </Section>

      <Section id="paging" heading={t('feedApi.paging.heading')}>
        <Typography>{line('feedApi.paging.body')}</Typography>
        <PlainCode>{POLL_EXAMPLE}</PlainCode>
        <Typography>{line('feedApi.paging.filters')}</Typography>
        <Typography>{line('feedApi.paging.corrections')}</Typography>
        <Typography>{line('feedApi.paging.one')}</Typography>
        <Typography>{t('feedApi.paging.rate')}</Typography>
      </Section>

      <Section id="versions" heading={t('ninjsGuide.heading')}>
        <NinjsVersionsGuide />
      </Section>

      <Section id="newsml-g2" heading={t('g2Guide.heading')}>
        <NewsMlG2Guide />
      </Section>

      <Section id="fields" heading={t('feedApi.fields.heading')}>
        <TableFrame labelledBy="fields-heading" inNamedSection>
          <Table size="small" aria-labelledby="fields-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('feedApi.fields.field')}</TableCell>
                <TableCell>{t('feedApi.fields.meaning')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {NINJS_FIELDS.map((field) => (
                <TableRow key={field}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{code(field)}</TableCell>
                  <TableCell>{t(`feedApi.fields.${field}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      </Section>

      <Section id="rss" heading={t('feedApi.rss.heading')}>
        <Typography>{t('feedApi.rss.body')}</Typography>
      </Section>

      <Section id="websub" heading={t('feedApi.websub.heading')}>
        <WebsubGuide />
      </Section>

      <Section id="webhooks" heading={t('feedApi.webhooks.heading')}>
        <Typography>{t('feedApi.webhooks.body')}</Typography>
        <HeaderList
          headers={[
            ['X-Portal-Signature: t=…,v1=…', t('feedApi.webhooks.signature')],
            ['X-Portal-Event-Id', t('feedApi.webhooks.eventId')],
            ['Idempotency-Key', t('feedApi.webhooks.idempotency')],
          ]}
        />
        <PlainCode>{WEBHOOK_EXAMPLE}</PlainCode>
        <Typography>{t('feedApi.webhooks.check')}</Typography>
        <Typography>{t('feedApi.webhooks.answer')}</Typography>
        <Typography variant="h3" sx={{ pt: 2 }}>
          {t('feedApi.webhooks.samples')}
        </Typography>
        <SampleTabs samples={WEBHOOK_SAMPLES} param="webhook-sample" />
      </Section>
    </Box>
  );
}
