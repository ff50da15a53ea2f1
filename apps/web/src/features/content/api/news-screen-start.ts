/**
 * The /news route's loader: asks for the list page the address names (and the pinned strip) while
 * the screen's code is still on its way. The query cache and the fetchers are fetched here, beside
 * the layout's chunks, so the entry stays without them.
 */
export async function startNewsScreen({ request }: { request: Request }) {
  const [{ queryClient }, { prefetchNewsScreen }] = await Promise.all([import('../../../lib/query-client.ts'), import('./get-news.ts')]);
  prefetchNewsScreen(queryClient, new URL(request.url).searchParams);
  return null;
}
