import { endpoints, messages } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../../test/signed-in.ts';
import { FeaturePhotosPage } from './feature-photos-page.tsx';

/** Every text the page held at any moment, as a person watching it would have seen it. */
function watchTexts() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return seen;
}

describe('FeaturePhotosPage', () => {
  it('a plan without photos goes to the plans, never showing the refusal with a Try again that cannot work', async () => {
    const seen = watchTexts();
    fakeApi((call) => (call.path === endpoints.gallery.list.path ? json(403, { message: messages.contentTypeNotInPlan }) : undefined));
    renderRoutes(
      [
        { path: '/feature-photos', element: <FeaturePhotosPage /> },
        { path: '/subscription-plans', element: <h1>Subscription Plans</h1> },
      ],
      '/feature-photos',
      signedInAs(houseMember('owner')),
    );

    expect(await screen.findByRole('heading', { name: 'Subscription Plans' })).toBeInTheDocument();
    expect(seen.filter((text) => text.includes(messages.contentTypeNotInPlan) || text.includes('Try again'))).toEqual([]);
  });
});
