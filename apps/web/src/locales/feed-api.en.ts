/** English texts of the Feed API page of the Developer guide (merged into en.ts under `feedApi`). */
export const feedApiEn = {
  title: 'Feed API',
  intro:
    'Take the agency’s items into your own systems without copying them by hand: poll the Feed API, read RSS or Atom, or have new, corrected and canceled items sent to your webhook. Every answer is IPTC ninjs: 2.1 unless you choose 2.3 or 3.2.',
  docsLink: 'OpenAPI reference (/api/docs)',
  auth: {
    heading: 'Authentication',
    body: 'Create an API key on My Account (at most five; each is shown once, so store it in your server’s environment). Send it with every call as <hdr />. A revoked key is refused with 401. Systems that speak OAuth 2.0 may use a client instead (below).',
    link: 'Create a key on My Account',
  },
  paging: {
    heading: 'Reading the feed',
    body: 'Without <since /> you get the newest page. Keep its <cursor /> and ask again with <since /> set to it: each call answers what changed after the cursor, oldest first, every item once in its latest state.',
    filters:
      'Filters: <cat /> (a category id), <lang /> (a language code such as en or ne), <topic /> (an IPTC Media Topic such as medtop:11000000, politics: items of the categories mapped to it or to any narrower topic, so politics also finds elections; an unknown or retired code is refused), <qry /> (search words) and <lim /> (1–100).',
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
    subjects:
      'The agency’s categories of the item (rel "category"), then its IPTC Media Topics (rel "about": literal the medtop: code, uri IPTC’s address of the topic, name in the item’s language where the agency has one).',
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
  websub: {
    heading: 'WebSub: feeds pushed to you',
    body: 'Each RSS and Atom feed names its WebSub hub (W3C WebSub) in a <link /> header and in the document (<hub />), beside its own address (<self />). Rather than polling a feed, POST a form to the hub with <mode /> (subscribe), <topic /> (the feed’s own address, secret included), <callback /> (an https address of yours, hard to guess) and, if you like, <lease /> and <secret />:',
    verify:
      'The hub answers 202 and then GETs your callback with <mode />, <topic />, <challenge /> and <lease />. Answer 2xx with the challenge as the whole body to confirm; answer 404 if you did not ask. Only then does the subscription start. A topic the hub refuses (an unknown or rotated address, a plan without news, more than {{max}} subscriptions of your media house) is answered with a GET carrying <denied /> instead.',
    notify:
      'Each time an item lands in the feed, is corrected or is withdrawn, the hub POSTs the whole feed document (its newest 50 items, as the feed’s address gives it now, not only the new ones) to your callback, with these headers:',
    contentType: 'the feed’s own: application/rss+xml or application/atom+xml.',
    links: 'the hub and the feed’s address (rel="self"): the topic this document is.',
    signature:
      'when you gave a secret: the hex HMAC-SHA256 of the raw body keyed with it. Check it before reading the body, and drop a notification whose signature does not match or is missing.',
    answer:
      'Answer 2xx within a few seconds. Any other answer, a redirect or no answer within 10 seconds is tried again with growing waits for a day, then that notification is dropped; the next change sends the whole feed again. Answering 410 Gone ends the subscription.',
    lease:
      'A subscription lasts the lease the hub sent in <lease /> (10 days unless you asked otherwise; an hour to 30 days): subscribe again before it ends to renew it. Unsubscribe the same way with <unsubscribe />, which is verified as a subscribe is. Rotating the feed secret on My Account ends every subscription to the old addresses, each told with <denied />.',
  },
  webhooks: {
    heading: 'Webhooks',
    body: 'Add a webhook on My Account with an https address and optional filters (language, categories, search words). The signing secret is shown once. Each new, corrected or canceled item that matches is POSTed to your address as one ninjs object in the hook’s body format (ninjs 2.1, 2.3 or 3.2), with these headers:',
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
