import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineCode } from './inline-code.tsx';

export const EXAMPLE_CATEGORY_URL = 'https://your-site.example/api/categories';
export const EXAMPLE_POST_URL = 'https://your-site.example/api/save-article';

type Answer = { status: number; body: string; meaningKey: string };

const messageBody = (message: string) => `{"message": "${message}"}`;
const TOKEN_REFUSALS: Answer[] = [
  { status: 400, body: messageBody(messages.siteTokenMissing), meaningKey: 'missingToken' },
  { status: 401, body: messageBody(messages.siteTokenInvalid), meaningKey: 'wrongToken' },
];
const CATEGORY_ANSWERS: Answer[] = [
  { status: 200, body: '{"data": [{"id": 1, "name": "National", "slug": "national"}]}', meaningKey: 'categoryList' },
  ...TOKEN_REFUSALS,
];
const SAVE_ANSWERS: Answer[] = [
  { status: 201, body: '{"message": "…", "data": {…}, "status": 201}', meaningKey: 'saved' },
  { status: 200, body: '{"message": "…", "data": {…}, "status": 200}', meaningKey: 'updated' },
  ...TOKEN_REFUSALS,
  { status: 401, body: messageBody('Invalid signature'), meaningKey: 'invalidSignature' },
  { status: 422, body: messageBody(messages.siteInvalidData), meaningKey: 'invalidData' },
];
/** The forwarded article (SPEC.md §3): field, its type and its rule, as keys of `developer.endpoint`. */
const ARTICLE_FIELDS = [
  { field: 'title', typeKey: 'string', ruleKey: 'titleRule' },
  { field: 'description', typeKey: 'html', ruleKey: 'required' },
  { field: 'category', typeKey: 'integer', ruleKey: 'categoryRule' },
  { field: 'images', typeKey: 'urls', ruleKey: 'optional' },
  { field: 'videos', typeKey: 'urls', ruleKey: 'optional' },
  { field: 'pdfs', typeKey: 'urls', ruleKey: 'optional' },
];

const compactCells = { '& th, & td': { px: 1, verticalAlign: 'top' } };

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function Headers({ lines }: { lines: string[] }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {lines.map((line) => (
        <InlineCode key={line}>{line}</InlineCode>
      ))}
    </Stack>
  );
}

function AnswersTable({ answers }: { answers: Answer[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" sx={compactCells}>
      <TableHead>
        <TableRow>
          <TableCell>{t('developer.endpoint.status')}</TableCell>
          <TableCell>{t('developer.endpoint.meaning')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {answers.map((answer) => (
          <TableRow key={answer.meaningKey}>
            <TableCell sx={{ fontWeight: 600 }}>{answer.status}</TableCell>
            <TableCell>
              <InlineCode>{answer.body}</InlineCode> — {t(`developer.endpoint.${answer.meaningKey}`)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ArticleFieldsTable() {
  const { t } = useTranslation();
  return (
    <Table size="small" sx={compactCells}>
      <TableHead>
        <TableRow>
          <TableCell>{t('developer.endpoint.field')}</TableCell>
          <TableCell>{t('developer.endpoint.type')}</TableCell>
          <TableCell>{t('developer.endpoint.rules')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ARTICLE_FIELDS.map(({ field, typeKey, ruleKey }) => (
          <TableRow key={field}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <InlineCode>{field}</InlineCode>
            </TableCell>
            <TableCell>{t(`developer.endpoint.${typeKey}`)}</TableCell>
            <TableCell>{t(`developer.endpoint.${ruleKey}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Endpoint({
  method,
  title,
  url,
  savedAs,
  children,
}: {
  method: string;
  title: string;
  url: string;
  savedAs: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
        <Box component="span" sx={{ fontFamily: 'monospace', color: 'secondary.main', mr: 1 }}>
          {method}
        </Box>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <InlineCode>{url}</InlineCode> ({t('developer.endpoint.savedAs')} <InlineCode>{savedAs}</InlineCode>)
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** Step 3: what the two endpoints of the client's site receive and answer (shared/PROTOCOLS.md "Client sites"). */
export function EndpointOverview() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Endpoint method="GET" title={t('developer.endpoint.categories')} url={EXAMPLE_CATEGORY_URL} savedAs="catergoy_api">
        <Part heading={t('developer.endpoint.headers')}>
          <Headers lines={['Token: <your token>']} />
        </Part>
        <Part heading={t('developer.endpoint.answers')}>
          <AnswersTable answers={CATEGORY_ANSWERS} />
        </Part>
      </Endpoint>
      <Endpoint method="POST" title={t('developer.endpoint.saveArticle')} url={EXAMPLE_POST_URL} savedAs="store_api">
        <Part heading={t('developer.endpoint.headers')}>
          <Headers lines={['Token: <your token>', 'X-Portal-Signature: t=…,v1=…', 'Content-Type: application/json']} />
        </Part>
        <Part heading={t('developer.endpoint.body')}>
          <ArticleFieldsTable />
        </Part>
        <Part heading={t('developer.endpoint.answers')}>
          <AnswersTable answers={SAVE_ANSWERS} />
        </Part>
        <Alert severity="info">{t('developer.endpoint.mediaNote')}</Alert>
      </Endpoint>
    </Stack>
  );
}
