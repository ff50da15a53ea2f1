import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { standardPlan } from '../testing/fixtures.ts';
import { PlanCard } from './plan-card.tsx';

afterEach(() => changeLanguage('en'));

describe('PlanCard', () => {
  it('shows the plan’s Nepali name and description in the Nepali interface', async () => {
    await changeLanguage('ne');
    render(<PlanCard plan={standardPlan} onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'मानक' })).toBeInTheDocument();
    expect(screen.getByText('एउटा न्युजरुमका लागि समाचार र फोटो')).toBeInTheDocument();
  });

  it('falls back to English where the agency gave no Nepali', async () => {
    await changeLanguage('ne');
    render(<PlanCard plan={{ ...standardPlan, name_ne: null, description_ne: '' }} onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Standard' })).toBeInTheDocument();
    expect(screen.getByText('News and photos for one newsroom')).toBeInTheDocument();
  });
});
