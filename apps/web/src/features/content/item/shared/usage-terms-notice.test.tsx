import { endpoints, pathWith } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../../test/signed-in.ts';
import { newsDetail } from '../../testing/fixtures.ts';
import { NewsDetailDrawer } from '../news/news-detail-drawer.tsx';
import { withUsageNotice } from './usage-notice-copy.ts';
import { UsageTermsNotice } from './usage-terms-notice.tsx';

const TERMS = 'Not for broadcast before 18:00';
const NOTE = 'Figures may change.';
const LABELS = { terms: 'Usage terms', note: 'Editor’s note' };

describe('UsageTermsNotice', () => {
  it('shows the terms and the note as one labelled note', () => {
    renderRoutes([{ path: '*', element: <UsageTermsNotice notice={{ usage_terms: TERMS, editor_note: NOTE }} /> }], '/');
    const note = screen.getByRole('note', { name: 'Usage terms and editor’s note' });
    expect(within(note).getByText(TERMS)).toBeInTheDocument();
    expect(within(note).getByText(NOTE)).toBeInTheDocument();
    expect(within(note).getByText('Usage terms')).toBeInTheDocument();
  });

  it('shows nothing when the item has neither', () => {
    renderRoutes([{ path: '*', element: <UsageTermsNotice notice={{ usage_terms: '', editor_note: '' }} /> }], '/');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('copies carry the notice', () => {
  it('puts the terms and the note above the text and the HTML', () => {
    expect(withUsageNotice({ text: 'Story', html: '<p>Story</p>' }, { usage_terms: TERMS, editor_note: NOTE }, LABELS)).toEqual({
      text: `Usage terms: ${TERMS}\nEditor’s note: ${NOTE}\n\nStory`,
      html: `<p><strong>Usage terms: ${TERMS}</strong></p><p><strong>Editor’s note: ${NOTE}</strong></p><p>Story</p>`,
    });
  });

  it('leaves a copy of an item without them as it is, and escapes markup in them', () => {
    expect(withUsageNotice({ text: 'Story' }, { usage_terms: '', editor_note: '' }, LABELS)).toEqual({ text: 'Story' });
    expect(withUsageNotice({ text: 'S', html: 'S' }, { usage_terms: '<b>x</b>', editor_note: '' }, LABELS).html).toBe(
      '<p><strong>Usage terms: &#60;b&#62;x&#60;/b&#62;</strong></p>S',
    );
  });
});

describe('the news detail', () => {
  it('shows the Urgent mark and the notice above the story', async () => {
    fakeApi((call: Call) => {
      if (call.path === pathWith(endpoints.news.detail.path, { id: 5 }))
        return json(200, { data: newsDetail({ urgent: true, usage_terms: TERMS, editor_note: NOTE }) });
      if (call.path.includes('/count-')) return json(200, { message: 'ok' });
      return undefined;
    });
    renderRoutes([{ path: '*', element: <NewsDetailDrawer id={5} onClose={vi.fn()} /> }], '/news', signedInAs(houseMember('viewer')));
    const dialog = within(await screen.findByRole('dialog', { name: 'Budget passed' }));
    expect(dialog.getByText('Urgent')).toBeInTheDocument();
    const note = dialog.getByRole('note', { name: 'Usage terms and editor’s note' });
    const story = dialog.getByText('The house passed the budget.', { selector: 'p' });
    expect(note.compareDocumentPosition(story) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
