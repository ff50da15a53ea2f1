/** The reference client site of the e2e run (examples/client-site), as the Post-to-my-site specs use it. */
import type { ReceivedArticle } from '../../examples/client-site/client-site.ts';
import { CLIENT_SITE_URL } from './ports.ts';

export type { ReceivedArticle };
export { CLIENT_SITE_URL };

/** The token the site expects in the Token header; My Account's Client API card is filled with it. */
export const CLIENT_SITE_TOKEN = 'e2e-site-token';

/** What the Client API card takes: the site's category and store addresses and its token. */
export const CLIENT_SITE = {
  url: CLIENT_SITE_URL,
  categoriesUrl: `${CLIENT_SITE_URL}/api/categories`,
  articlesUrl: `${CLIENT_SITE_URL}/api/articles`,
  token: CLIENT_SITE_TOKEN,
};

/** The categories the site lists (ids as the site knows them). */
export const CLIENT_SITE_CATEGORIES = [
  { id: 11, name: 'Politics' },
  { id: 12, name: 'Economy' },
  { id: 13, name: 'Sports' },
] as const;

/** Every article the site has received in this run, oldest first. */
export async function receivedArticles(): Promise<ReceivedArticle[]> {
  const response = await fetch(CLIENT_SITE.articlesUrl, { headers: { Token: CLIENT_SITE_TOKEN } });
  if (!response.ok) throw new Error(`the client site answered ${response.status}`);
  return ((await response.json()) as { data: ReceivedArticle[] }).data;
}
