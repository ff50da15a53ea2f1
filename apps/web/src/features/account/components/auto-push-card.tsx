import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AutoPushRule, ClientCategory } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useClientCategories, useRefreshClientCategories } from '../../../lib/client-site.ts';
import { useCategories, useLocalName } from '../../../lib/lookups.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useAutoPush, useSaveAutoPush } from '../api/site-push.ts';

/** The site category chosen for each agency category; '' is Off. */
type Choices = Record<number, number | ''>;

const choicesOf = (rules: AutoPushRule[]): Choices => Object.fromEntries(rules.map((rule) => [rule.category_id, rule.site_category_id]));

const rulesOf = (choices: Choices): AutoPushRule[] =>
  Object.entries(choices).flatMap(([category, site]) => (site === '' ? [] : [{ category_id: Number(category), site_category_id: site }]));

const sameChoices = (a: Choices, b: Choices) => JSON.stringify(rulesOf(a)) === JSON.stringify(rulesOf(b));

/** The error of each row, by agency category, from `rules.N.…` of a 422; the rest is the form's. */
function readErrors(error: unknown, sent: AutoPushRule[]) {
  if (!(error instanceof ApiError)) return { rows: {}, form: undefined };
  const rows: Record<number, string> = {};
  let form: string | undefined;
  for (const [field, [message]] of Object.entries(error.errors)) {
    const index = /^rules\.(\d+)\./.exec(field)?.[1];
    const rule = index === undefined ? undefined : sent[Number(index)];
    if (rule && message) rows[rule.category_id] = message;
    else form ??= message;
  }
  if (Object.keys(rows).length === 0) form ??= error.message;
  return { rows, form };
}

type FormProps = { saved: AutoPushRule[]; siteCategories: ClientCategory[] };

function AutoPushForm({ saved, siteCategories }: FormProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const categories = useCategories();
  const save = useSaveAutoPush();
  const initial = choicesOf(saved);
  const [choices, setChoices] = useState<Choices>(initial);
  const [errors, setErrors] = useState<{ rows: Record<number, string>; form: string | undefined }>({ rows: {}, form: undefined });
  const changed = !sameChoices(choices, initial);
  const known = new Set(siteCategories.map((category) => category.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rules = rulesOf(choices);
    try {
      const answer = await save.mutateAsync(rules);
      setErrors({ rows: {}, form: undefined });
      showNotice(answer.message, { variant: 'success' });
    } catch (error) {
      setErrors(readErrors(error, rules));
    }
  };

  const choose = (category: number, value: string) => {
    setChoices((current) => ({ ...current, [category]: value === '' ? '' : Number(value) }));
    setErrors((current) => ({ rows: { ...current.rows, [category]: '' }, form: current.form }));
  };

  if (!categories.data) return <Skeleton variant="rounded" height={120} />;
  const count = rulesOf(initial).length;
  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      <Typography variant="body2">{count > 0 ? t('account.autoPush.on', { count }) : t('account.autoPush.none')}</Typography>
      <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('account.autoPush.rulesLabel')}
        </Typography>
        {categories.data.map((category) => {
          const value = choices[category.id] ?? '';
          const rowError = errors.rows[category.id];
          return (
            <TextField
              key={category.id}
              select
              size="small"
              fullWidth
              label={localName(category)}
              value={value}
              onChange={(event) => choose(category.id, event.target.value)}
              error={Boolean(rowError)}
              helperText={rowError || undefined}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{t('account.autoPush.off')}</em>
              </MenuItem>
              {siteCategories.map((site) => (
                <MenuItem key={site.id} value={site.id}>
                  {site.client_category_name}
                </MenuItem>
              ))}
              {value !== '' && !known.has(value) && (
                <MenuItem value={value}>{t('account.autoPush.unknownCategory', { id: value })}</MenuItem>
              )}
            </TextField>
          );
        })}
      </Stack>
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!changed} loading={save.isPending}>
          {t('account.autoPush.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Auto-push: for each of the agency's categories, Off or the site category its items go to.
 * Shown once the Client API is set; the site's categories come from its Refresh.
 */
export function AutoPushCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const rules = useAutoPush();
  const siteCategories = useClientCategories(userId);
  const refresh = useRefreshClientCategories(userId);
  const sites = siteCategories.data ?? [];
  const savedKey = JSON.stringify(rules.data ?? []);

  return (
    <SectionCard heading={t('account.autoPush.heading')} about={t('account.autoPush.about')}>
      {siteCategories.isSuccess && sites.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" startIcon={<Refresh />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
              {t('account.clientApi.refresh')}
            </Button>
          }
        >
          {t('account.autoPush.noSiteCategories')}
        </Alert>
      ) : rules.data && siteCategories.isSuccess ? (
        // A new key starts the form again from what the server saved (after a save, or another tab's).
        <AutoPushForm key={savedKey} saved={rules.data} siteCategories={sites} />
      ) : rules.isError ? (
        <Alert severity="error">{rules.error.message}</Alert>
      ) : (
        <Skeleton variant="rounded" height={120} />
      )}
    </SectionCard>
  );
}
