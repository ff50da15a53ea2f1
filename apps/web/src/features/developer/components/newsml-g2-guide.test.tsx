import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { changeLanguage } from '../../../lib/shell-text.ts';
import { NewsMlG2Guide } from './newsml-g2-guide.tsx';

const renderGuide = () =>
  render(
    <section aria-label="NewsML-G2">
      <NewsMlG2Guide />
    </section>,
  );

afterEach(async () => {
  await changeLanguage('en');
});

describe('the NewsML-G2 section of the Feed API page', () => {
  it('names the parameter, the Accept type, the package, the cursor header and the statuses', () => {
    const { container } = renderGuide();
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{|\[object Object\]/);
    expect(container.textContent).toContain('The Feed API also answers in IPTC NewsML-G2 2.35');
    const section = screen.getByRole('region', { name: 'NewsML-G2' });
    for (const text of [
      '?format=newsml-g2',
      'Accept: application/vnd.iptc.g2.newsmessage+xml',
      'packageItem',
      'X-Next-Cursor',
      '204',
      'stat:canceled',
    ]) {
      expect(within(section).getByText(text, { selector: 'code' })).toBeVisible();
    }
    expect(container.querySelector('pre')?.textContent).toContain('<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/">');
    expect(container.textContent).toContain('a ZIP of selected news holds each item’s News Message as its .xml');
  });

  it('reads in Nepali, the code left as it is', async () => {
    await changeLanguage('ne');
    const { container } = renderGuide();
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
    expect(container.textContent).toContain('Feed API ले IPTC NewsML-G2 2.35 मा पनि उत्तर दिन्छ');
    expect(container.textContent).toContain('छानिएका समाचारको ZIP मा हरेक समाचारको News Message');
    expect(within(screen.getByRole('region', { name: 'NewsML-G2' })).getByText('?format=newsml-g2', { selector: 'code' })).toBeVisible();
  });
});
