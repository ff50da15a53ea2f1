import { messages } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../../lib/session/i18n.ts';
import { catchNoticeMessages } from '../../../../../test/notices.ts';
import { PostToSiteDialog } from './post-to-site-dialog.tsx';

const notices = catchNoticeMessages();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const CATEGORIES = [
  { id: 11, client_category_name: 'Politics', enable: 1 },
  { id: 12, client_category_name: 'Hidden', enable: 0 },
];
const REFUSAL = messages.postFailedBecause('The site answered 401: Invalid token');
type Sent = { path: string; method: string; body: unknown };
let sent: Sent[];

/** A fake portal: stored categories (or none), refresh, and the post answered with `postStatus`. */
function fakePortal({ stored = CATEGORIES, postStatus = 201 } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://portal').pathname;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path, method: init.method ?? 'GET', body });
      if (path.endsWith('/client-category/user/7')) return json(200, { data: { data: stored } });
      if (path === '/api/client/category') return json(201, { message: messages.clientCategoriesFetched, data: CATEGORIES });
      if (path === '/api/client/news-post')
        return postStatus === 201 ? json(201, { message: messages.posted, data: {} }) : json(postStatus, { message: REFUSAL });
      return json(404, { message: 'Resource not found' });
    }),
  );
}

function renderDialog(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PostToSiteDialog newsId={5} userId={7} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => {
  sent = [];
  notices.length = 0;
});

describe('PostToSiteDialog', () => {
  it('keeps Confirm disabled, with its tooltip, until a category is chosen; then posts the item under it', async () => {
    fakePortal();
    const user = userEvent.setup();
    const onClose = renderDialog();
    expect(screen.getByText(messages.postConfirm)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.hover(confirm.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(messages.postCategoryFirst);

    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    expect(screen.queryByRole('option', { name: 'Hidden' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Politics' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.path === '/api/client/news-post')).toEqual({
      path: '/api/client/news-post',
      method: 'POST',
      body: { news_id: 5, category: 11 },
    });
    expect(notices).toContain(messages.posted);
  });

  it('says "Category is required" when the select is left without a choice', async () => {
    fakePortal();
    const user = userEvent.setup();
    renderDialog();
    const select = screen.getByRole('combobox', { name: /Category/ });
    select.focus();
    await user.tab();
    expect(await screen.findByText(messages.postCategoryRequired)).toBeInTheDocument();
  });

  it('fetches the categories from the site when none were fetched before', async () => {
    fakePortal({ stored: [] });
    renderDialog();
    await waitFor(() => expect(sent.some((request) => request.path === '/api/client/category' && request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.path === '/api/client/category')?.body).toEqual({ user_id: 7 });
  });

  it('stays open and tells why the site refused the article, in the notice and in the dialog', async () => {
    fakePortal({ postStatus: 502 });
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Politics' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notices).toContain(REFUSAL));
    expect(screen.getByRole('alert')).toHaveTextContent(REFUSAL);
    expect(onClose).not.toHaveBeenCalled();
  });
});
