import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEFAULT_NINJS_VERSION, NINJS_3_NAMES, NINJS_VERSIONS, ninjsSchemaUri, WEBHOOK_FORMATS } from '@portal/shared';
import { Trans, useTranslation } from 'react-i18next';
import { TableFrame } from '../../../components/table-frame.tsx';
import { InlineCode } from './inline-code.tsx';
import { PlainCode } from './plain-code.tsx';

/** The 2.1 names the portal sends that ninjs 3.x spells otherwise, in the order a document has them. */
const RENAMED_SENT = [
  'representationtype',
  'firstcreated',
  'versioncreated',
  'pubstatus',
  'contenttype',
  'charcount',
  'wordcount',
  'sizeinbytes',
  'copyrightholder',
  'copyrightnotice',
  'usageterms',
  'ednote',
] as const satisfies readonly (keyof typeof NINJS_3_NAMES)[];

const ACCEPT_EXAMPLE = `curl -H "Authorization: Bearer $PORTAL_API_KEY" \\
  -H 'Accept: application/json; profile="${ninjsSchemaUri('3.2')}"' \\
  "https://portal.example/api/feed/v1/items?limit=50"

# the same, by parameter (it wins over the header):
curl -H "Authorization: Bearer $PORTAL_API_KEY" "https://portal.example/api/feed/v1/items?limit=50&ninjs=3.2"

HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8; profile="${ninjsSchemaUri('3.2')}"

{"items":[{"uri":"https://portal.example/news/1042","standard":{"name":"ninjs","version":"3.2",…},"versionCreated":…,"pubStatus":"usable",…}],…}`;

const code = (text: string) => <InlineCode>{text}</InlineCode>;

/** The Feed API page's section on ninjs versions: 2.1 by default, 2.3 and 3.2 by ?ninjs= or an Accept profile, per webhook, per download. */
export function NinjsVersionsGuide() {
  const { t } = useTranslation();
  const codes = {
    param: code('?ninjs=3.2'),
    accept: code(`Accept: application/json; profile="${ninjsSchemaUri('3.2')}"`),
    standard: code('standard'),
    profile: code('profile'),
    status: code('400'),
    format: code(WEBHOOK_FORMATS.join(', ')),
  };
  const values = { versions: NINJS_VERSIONS.join(', '), default: DEFAULT_NINJS_VERSION };
  const line = (key: string) => <Trans i18nKey={key} components={codes} values={values} />;
  return (
    <>
      <Typography>{line('ninjsGuide.body')}</Typography>
      <PlainCode>{ACCEPT_EXAMPLE}</PlainCode>
      <Typography>{line('ninjsGuide.answer')}</Typography>
      <Typography>{line('ninjsGuide.elsewhere')}</Typography>
      <Typography>{t('ninjsGuide.names')}</Typography>
      <TableFrame label={t('ninjsGuide.namesTable')}>
        <Table size="small" aria-label={t('ninjsGuide.namesTable')}>
          <TableHead>
            <TableRow>
              <TableCell>ninjs 2.1, 2.3</TableCell>
              <TableCell>ninjs 3.2</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {RENAMED_SENT.map((name) => (
              <TableRow key={name}>
                <TableCell>{code(name)}</TableCell>
                <TableCell>{code(NINJS_3_NAMES[name])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </>
  );
}
