/** English texts of the Feed API page of the Developer guide (merged into en.ts under `feedApi`). */
export const feedApiEn = {
  title: 'Feed API',
  intro:
    'Take the agency’s items into your own systems without copying them by hand: poll the Feed API, read RSS or Atom, or have new, corrected and canceled items sent to your webhook. Every answer is IPTC ninjs 2.1.',
  docsLink: 'OpenAPI reference (/api/docs)',
  auth: {
    heading: 'Authentication',
    body: 'Create an API key on My Account (at most five; each is shown once, so store it in your server’s environment). Send it with every call as <hdr />. A revoked key is refused with 401.',
    link: 'Create a key on My Account',
  },
  paging: {
    heading: 'Reading the feed',
    body: 'Without <since /> you get the newest page. Keep its <cursor /> and ask again with <since /> set to it: each call answers what changed after the cursor, oldest first, every item once in its latest state.',
    filters: 'Filters: <cat /> (a category id), <lang /> (a language code such as en or ne), <qry /> (search words) and <lim /> (1–100).',
    corrections:
      'A corrected item comes again with a higher <ver />: replace your copy (a version is the same every time it is sent). An item that was unpublished or deleted comes as <canc />: take it down. An item moved out of the category you filter on comes once more, showing where it went. Send Accept-Encoding: gzip: a page is about a sixth of the size.',
    one: '<path /> answers one item.',
    rate: 'Each key may make 120 requests a minute. Beyond that the answer is 429 with a Retry-After header: wait that many seconds.',
  },
  fields: {
    heading: 'The ninjs fields sent',
    field: 'Field',
    meaning: 'What it holds',
    uri: 'The item’s permanent id (use it as your key) and its web address, which opens the item on the portal.',
    version: 'Raised by every correction and by a cancellation.',
    versioncreated: 'When this version was sent out.',
    firstcreated: 'When the item was first published.',
    pubstatus: '“usable”, or “canceled”: take the item down.',
    urgency: '1 breaking, 3 pinned, 5 other.',
    language: 'The item’s language code.',
    headlines: 'The title (role “main”).',
    descriptions: 'The summary (role “summary”).',
    bodies: 'The story as HTML (contenttype “text/html”), with its character and word counts.',
    subjects: 'The agency’s categories of the item.',
    associations:
      'Pictures, videos (if your plan includes them) and PDFs, each with renditions: signed links valid to the end of the next day, so copy the files you keep.',
    copyrightholder: 'The agency.',
    usageterms: 'What your subscription lets you do with the item.',
    ednote: 'A note for editors, when the item has one.',
  },
  rss: {
    heading: 'RSS and Atom',
    body: 'Newsroom tools that read feeds can take each saved search and each category as RSS 2.0 or Atom, at secret addresses shown on My Account. Anyone with such an address can read it: rotate the secret there if one leaks.',
  },
  webhooks: {
    heading: 'Webhooks',
    body: 'Add a webhook on My Account with an https address and optional filters (language, categories, search words). The signing secret is shown once. Each new, corrected or canceled item that matches is POSTed to your address as one ninjs object, with these headers:',
    signature: 'the time of sending in Unix seconds and the hex HMAC-SHA256 of “t.body” keyed with your secret.',
    eventId: 'the id of this delivery, the same on every retry: handle each id once.',
    idempotency: 'the same id, for frameworks that dedupe by it.',
    check:
      'Check the signature over the raw body before parsing it, and refuse a t more than 5 minutes from your clock, so a captured delivery cannot be replayed.',
    answer:
      'Answer 2xx within a few seconds and do slow work afterwards. Any other answer, a redirect or no answer within 10 seconds is a failure: the delivery is tried again with growing waits for 24 hours. A webhook that has failed for 24 hours is paused and you are mailed; resume it on My Account once your receiver works.',
    samples: 'The signature check in five languages',
  },
} as const;
