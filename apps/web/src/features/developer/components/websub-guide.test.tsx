import { MAX_WEBSUB_SUBSCRIPTIONS, WEBSUB_HUB_PATH } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { WebsubGuide } from './websub-guide.tsx';

describe('the WebSub section of the Feed API page', () => {
  it('names the hub’s parameters as code, the subscription limit, and the signed notification', () => {
    const { container } = render(
      <section aria-label="WebSub">
        <WebsubGuide />
      </section>,
    );
    expect(container.textContent).not.toContain('[object Object]');
    expect(container.textContent).not.toMatch(/<\w+ \/>|\{\{/);
    const section = screen.getByRole('region', { name: 'WebSub' });
    for (const name of ['hub.mode', 'hub.topic', 'hub.callback', 'hub.challenge', 'hub.secret', 'hub.mode=denied', 'rel="hub"']) {
      expect(within(section).getAllByText(name, { selector: 'code' }).length, name).toBeGreaterThan(0);
    }
    expect(container.textContent).toContain(`${MAX_WEBSUB_SUBSCRIPTIONS} subscriptions`);
    expect(container.textContent).toContain(`https://portal.example${WEBSUB_HUB_PATH}`);
    expect(within(section).getByText('X-Hub-Signature: sha256=…', { selector: 'code' })).toBeInTheDocument();
  });
});
