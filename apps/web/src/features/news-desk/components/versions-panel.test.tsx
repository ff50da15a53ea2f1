import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/session/i18n.ts';
import { formatCardDate } from '../../../lib/dates.ts';
import { VersionsPanel } from './versions-panel.tsx';

describe('VersionsPanel', () => {
  it('shows a changed publish time in the console’s date format, not as ISO text', () => {
    const from = '2026-11-20T06:15:37.123Z';
    const to = '2026-11-21T09:30:00.000Z';
    render(
      <VersionsPanel
        versions={[{ id: 1, editor_name: 'Chief Editor', changes: { publish_at: { from, to } }, created_at: '2026-11-20T07:00:00Z' }]}
      />,
    );
    const line = screen.getByText('Publish at:').parentElement;
    expect(line).toHaveTextContent(`Publish at: ${formatCardDate(from)} → ${formatCardDate(to)}`);
    expect(line).not.toHaveTextContent('2026-11-20T');
  });
});
