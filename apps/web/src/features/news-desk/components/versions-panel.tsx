import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { NewsVersion } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { htmlExcerpt } from '../../../lib/html-text.ts';

const SHOWN_LENGTH = 80;
const NAMED_FIELDS = [
  'title',
  'content',
  'meta_description',
  'language_id',
  'category_ids',
  'pin',
  'publish_at',
  'status',
  'attachments',
] as const;

/** Fields whose values are instants, shown as the console shows dates. */
const TIME_FIELDS: ReadonlySet<string> = new Set(['publish_at']);

/** A changed value as one short line of plain text: a time in the console's date format, markup dropped, lists joined, long text cut. */
function shortText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (TIME_FIELDS.has(field) && typeof value === 'string') return formatCardDate(value);
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  const plain = htmlExcerpt(text);
  return plain.length > SHOWN_LENGTH ? `${plain.slice(0, SHOWN_LENGTH)}…` : plain;
}

/** The item's corrections, newest first: who changed which fields, from what to what. */
export function VersionsPanel({ versions }: { versions: NewsVersion[] }) {
  const { t } = useTranslation();
  const fieldName = (field: string) => {
    const named = NAMED_FIELDS.find((name) => name === field);
    return named ? t(`admin.versions.fields.${named}`) : field;
  };
  const shown = (field: string, value: unknown) => shortText(field, value) || t('admin.versions.empty');
  return (
    <SectionCard heading={t('admin.versions.title')}>
      {versions.length === 0 ? (
        <Typography color="text.secondary">{t('admin.versions.none')}</Typography>
      ) : (
        <List disablePadding>
          {versions.map((version) => (
            <ListItem key={version.id} disableGutters divider sx={{ display: 'block' }}>
              <Typography variant="subtitle2" component="p">
                {t('admin.versions.by', {
                  name: version.editor_name ?? t('admin.versions.unknownEditor'),
                  date: formatCardDate(version.created_at),
                })}
              </Typography>
              <List dense disablePadding>
                {Object.entries(version.changes).map(([field, change]) => (
                  <ListItem key={field} disableGutters sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    <Typography variant="body2">
                      <strong>{fieldName(field)}:</strong> {shown(field, change.from)} → {shown(field, change.to)}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
