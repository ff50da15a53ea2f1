import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OAUTH_TOKEN_PATH } from '@portal/shared';
import { Trans, useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import type { Sample } from '../samples/index.ts';
import feedClientJs from '../samples/oauth/feed-client.mjs?raw';
import tokenSh from '../samples/oauth/token.sh?raw';
import { InlineCode } from './inline-code.tsx';
import { PlainCode } from './plain-code.tsx';
import { SampleTabs } from './sample-tabs.tsx';

/** The samples run against a real portal in apps/server (modules/oauth/oauth-samples.test.ts). */
const NODE_SAMPLE: readonly Sample[] = [
  { id: 'node', label: 'Node.js', grammar: 'javascript', files: [{ path: 'feed-client.mjs', code: feedClientJs }] },
];

const code = (text: string) => <InlineCode>{text}</InlineCode>;

/** The Feed API page's OAuth 2.0 section: clients beside API keys, the token endpoint, scopes, refusals and samples. */
export function OAuthGuide() {
  const { t } = useTranslation();
  const codes = {
    hdr: code('Authorization: Bearer <token>'),
    tok: code(`POST ${OAUTH_TOKEN_PATH}`),
    grant: code('grant_type=client_credentials'),
    scope: code('scope'),
    cid: code('client_id'),
    csec: code('client_secret'),
    at: code('access_token'),
    tt: code('token_type: "Bearer"'),
    exp: code('expires_in'),
    error: code('error'),
    req: code('invalid_request'),
    grantErr: code('unsupported_grant_type'),
    scopeErr: code('invalid_scope'),
    client: code('invalid_client'),
    invalid: code('WWW-Authenticate: Bearer error="invalid_token"'),
    insufficient: code('error="insufficient_scope"'),
  };
  const line = (key: string) => <Trans i18nKey={key} components={codes} />;
  return (
    <Stack spacing={1.5}>
      <Typography>{line('oauthGuide.intro')}</Typography>
      <Typography>{line('oauthGuide.token')}</Typography>
      <Typography>{line('oauthGuide.answer')}</Typography>
      <Typography variant="h3" id="oauth-scopes-heading" sx={{ pt: 1 }}>
        {t('oauthGuide.scopesHeading')}
      </Typography>
      <TableFrame labelledBy="oauth-scopes-heading" inNamedSection>
        <Table size="small" aria-labelledby="oauth-scopes-heading">
          <TableHead>
            <TableRow>
              <TableCell>{t('oauthGuide.scope')}</TableCell>
              <TableCell>{t('oauthGuide.opens')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{code('feed:read')}</TableCell>
              <TableCell>{t('oauthGuide.feedScope')}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{code('agenda:read')}</TableCell>
              <TableCell>{t('oauthGuide.agendaScope')}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableFrame>
      <Typography>{line('oauthGuide.errors')}</Typography>
      <Typography>{line('oauthGuide.bearer')}</Typography>
      <Typography>{t('oauthGuide.revoke')}</Typography>
      <Typography variant="h3" sx={{ pt: 2 }}>
        {t('oauthGuide.samples')}
      </Typography>
      <Typography>{t('oauthGuide.shell')}</Typography>
      <PlainCode>{tokenSh}</PlainCode>
      <Typography>{t('oauthGuide.node')}</Typography>
      <SampleTabs samples={NODE_SAMPLE} param="oauth-sample" />
    </Stack>
  );
}
