/**
 * The agency's rights statements of an item, as every machine output words them: ninjs `copyrightnotice`
 * and `usageterms` (feed/ninjs.ts), the pictures' IPTC metadata (media/picture-metadata/), the credit
 * of a site push (integrations/site-push.ts).
 */

/** `© 2026 <agency>`: the year the item was published. */
export const copyrightNoticeOf = (item: { publishAt: Date }, agencyName: string) => `© ${item.publishAt.getUTCFullYear()} ${agencyName}`;

/** The item's own usage terms (or its category's), then the agency's standing terms for subscribers. */
export const usageTermsOf = (item: { usageTerms: string }, agencyName: string) =>
  [item.usageTerms, `For use by subscribers of ${agencyName} under their subscription agreement; credit ${agencyName}.`]
    .filter(Boolean)
    .join(' — ');

/** Who to credit: the agency, after the organisation whose upload it published ("Source / Agency"). */
export const creditLineOf = (item: { sourceName: string | null }, agencyName: string) =>
  item.sourceName ? `${item.sourceName} / ${agencyName}` : agencyName;
