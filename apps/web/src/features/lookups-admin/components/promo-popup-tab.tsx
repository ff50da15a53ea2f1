import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PROMO_FIELDS, type PromoPopup, type PromoPopupFields, promoPopupForm } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { LANGUAGES } from '../../../lib/language-choice.ts';
import { showNotice } from '../../../lib/notices.ts';
import { i18n, loadTexts } from '../../../lib/session/i18n.ts';
import { usePromoPopup, useSavePromoPopup } from '../api/promo-popup.ts';

const LABELS = { title_en: 'titleEn', title_ne: 'titleNe', text_en: 'textEn', text_ne: 'textNe' } as const;

/** The saved texts, or the portal's own (the news page's locale texts) where none was saved. */
function withBuiltInTexts(saved: PromoPopup): PromoPopupFields {
  const builtIn = (key: 'title' | 'text', lang: 'en' | 'ne') => i18n.getFixedT(lang)(`promo.${key}`);
  return {
    title_en: saved.title_en ?? builtIn('title', 'en'),
    title_ne: saved.title_ne ?? builtIn('title', 'ne'),
    text_en: saved.text_en ?? builtIn('text', 'en'),
    text_ne: saved.text_ne ?? builtIn('text', 'ne'),
  };
}

/** The promo popup clients see on opening News: its title and text in English and Nepali. */
export function PromoPopupTab() {
  const { t } = useTranslation();
  const promo = usePromoPopup();
  // The built-in texts of both languages fill what was never saved; only the UI's language is loaded at start.
  const builtInTexts = useQuery({
    queryKey: ['built-in-texts'],
    queryFn: () => Promise.all(LANGUAGES.map((language) => loadTexts(language.code))).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (promo.isError) return <LoadError query={promo} />;
  if (!promo.data || !builtInTexts.data) return <Skeleton variant="rounded" height={360} aria-label={t('common.loading')} />;
  return <PromoPopupForm saved={promo.data} />;
}

function PromoPopupForm({ saved }: { saved: PromoPopup }) {
  const { t } = useTranslation();
  const save = useSavePromoPopup();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<PromoPopupFields>({
    resolver: zodResolver(promoPopupForm),
    defaultValues: withBuiltInTexts(saved),
  });
  const neverSaved = PROMO_FIELDS.every((field) => saved[field] === null);

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
    } catch (error) {
      setFormError(showServerErrors(error, setError, PROMO_FIELDS));
    }
  });

  return (
    <SectionCard heading={t('lookupsAdmin.promo.heading')} about={t('lookupsAdmin.promo.help')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {neverSaved && <Alert severity="info">{t('lookupsAdmin.promo.unsaved')}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        {PROMO_FIELDS.map((field) => (
          <FormTextField
            key={field}
            control={control}
            name={field}
            label={t(`lookupsAdmin.promo.${LABELS[field]}`)}
            required
            multiline={field.startsWith('text')}
            minRows={field.startsWith('text') ? 3 : undefined}
            slotProps={{ htmlInput: { lang: field.endsWith('_ne') ? 'ne' : 'en' } }}
          />
        ))}
        <div>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('lookupsAdmin.promo.save')}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
