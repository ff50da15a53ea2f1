import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { SociairCategory } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useToggleSetting } from '../api/toggle-setting.ts';

/** The service's categories; news of the agency in a checked one is auto-posted. */
export function SociairCategories({ categories }: { categories: SociairCategory[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard heading={t('sociair.categories.heading')} about={t('sociair.categories.about')}>
      {categories.length === 0 ? (
        <Typography color="text.secondary">{t('sociair.categories.empty')}</Typography>
      ) : (
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {categories.map((category) => (
            <CategoryCheckbox key={category.id} category={category} />
          ))}
        </FormGroup>
      )}
    </SectionCard>
  );
}

function CategoryCheckbox({ category }: { category: SociairCategory }) {
  const toggle = useToggleSetting({ kind: 'category', id: category.id }, category.is_subscribed);
  return (
    <FormControlLabel
      label={category.name}
      sx={{ overflowWrap: 'anywhere' }}
      control={<Checkbox checked={toggle.checked} onChange={(event) => toggle.change(event.target.checked)} />}
    />
  );
}
