import { ninjsSchemaUri } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { NinjsVersionsGuide } from './ninjs-versions-guide.tsx';

const renderGuide = () =>
  render(
    <section aria-label="Versions">
      <NinjsVersionsGuide />
    </section>,
  );

afterEach(async () => {
  await changeLanguage('en');
});

describe('the ninjs versions section of the Feed API page', () => {
  it('names the versions, the parameter and the Accept profile, the formats of webhooks, and the 3.2 names', () => {
    const { container } = renderGuide();
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{|\[object Object\]/);
    expect(container.textContent).toContain('IPTC ninjs 2.1 unless you ask for another version (2.1, 2.3, 3.2)');
    const section = screen.getByRole('region', { name: 'Versions' });
    expect(within(section).getAllByText('?ninjs=3.2', { selector: 'code' }).length).toBe(2);
    expect(within(section).getByText(`Accept: application/json; profile="${ninjsSchemaUri('3.2')}"`, { selector: 'code' })).toBeVisible();
    expect(within(section).getByText('ninjs-2.1, ninjs-2.3, ninjs-3.2, newsml-g2', { selector: 'code' })).toBeVisible();
    const table = within(section).getByRole('table', { name: 'ninjs names in 2.x and 3.2' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toContainEqual(['versioncreated', 'versionCreated']);
    expect(rows).toContainEqual(['pubstatus', 'pubStatus']);
    expect(rows).toContainEqual(['sizeinbytes', 'sizeInBytes']);
    expect(rows).toContainEqual(['ednote', 'edNote']);
  });

  it('reads in Nepali, the code left as it is', async () => {
    await changeLanguage('ne');
    const { container } = renderGuide();
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
    expect(screen.getByRole('table', { name: '2.x र 3.2 मा ninjs नाम' })).toBeInTheDocument();
    expect(container.textContent).toContain('IPTC ninjs 2.1 मा उत्तर दिन्छ');
  });
});
