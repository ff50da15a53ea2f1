/** English texts of the developer screens (merged into en.ts under `developer`). */
export const developerEn = {
  title: 'Developer guide',
  ownerOnly: 'These keys and settings are on My Account, which only the owner of your media house opens: ask them.',
  intro:
    'Connect your website to the portal and post the agency’s news to it in one click. Your site needs two small endpoints; the steps below set them up.',
  wordpress: {
    heading: 'WordPress sites',
    body: 'Is your site on WordPress? Install the portal’s plugin: it provides both endpoints, checks every push and follows corrections and take-downs, with no code to write.',
    download: 'Download the WordPress plugin',
    stepsLabel: 'Installing the WordPress plugin',
    upload: 'In wp-admin, open Plugins → Add New → Upload Plugin, choose the zip you downloaded, install it and click Activate.',
    connect:
      'Open Settings → Portal News. Copy the category address, the article address and the token it shows into {{account}} → {{card}}, and paste the signing secret shown on {{account}} into the plugin.',
    map: 'Map the portal’s categories to your site’s, and choose whether arriving articles are saved as drafts or published at once.',
  },
  ownSite: 'Your own website',
  steps: {
    label: 'Steps',
    account: {
      heading: 'Open My Account',
      body: 'Open {{account}} from the menu. Its {{card}} card connects your website to the portal.',
      link: 'Go to My Account',
    },
    details: {
      heading: 'Enter your Client API details',
      body: 'Click the add icon on the {{card}} card and fill in:',
      categoryUrl: 'the address of your categories endpoint, for example {{example}}.',
      postUrl: 'the address of your save-article endpoint, for example {{example}}.',
      token:
        'a long random secret, the same one your server expects. Keep it in an environment variable of your server (PORTAL_TOKEN in the samples), never in the code.',
      secret:
        '{{account}} also shows the integration’s signing secret: keep it in an environment variable of your server too (PORTAL_SIGNING_SECRET in the samples), to check that each push comes from the portal.',
    },
    endpoints: {
      heading: 'Build the two endpoints',
      body: 'The portal sends the Token header with every call, and your site answers as below. Ready-made receivers in five languages follow the steps.',
      samplesLink: 'See the sample code',
    },
    refresh: {
      heading: 'Fetch your categories',
      body: 'In {{account}} → {{card}}, click “{{button}}”. The portal calls your categories endpoint and lists what it found; if it shows an error, check the Category URL and the token.',
    },
    post: {
      heading: 'Post an article',
      body: 'Open a news article, click “{{button}}”, pick one of your categories and confirm. The article arrives at your save-article endpoint, and every attempt is listed under the article.',
      link: 'Go to News',
    },
  },
  endpoint: {
    categories: 'Categories endpoint',
    saveArticle: 'Save-article endpoint',
    savedAs: 'saved as',
    headers: 'Headers',
    body: 'JSON body',
    answers: 'Answers',
    field: 'Field',
    type: 'Type',
    rules: 'Rules',
    status: 'Status',
    meaning: 'Answer',
    string: 'string',
    html: 'string (HTML)',
    integer: 'integer',
    urls: 'list of URLs',
    titleRule: 'required, at most 255 characters',
    required: 'required',
    categoryRule: 'required: the id of one of your categories',
    optional: 'optional',
    categoryList: 'your categories',
    saved: 'the article was saved',
    missingToken: 'no Token header',
    wrongToken: 'the token is not yours',
    invalidData: 'a field is missing or wrong',
    updated: 'a correction was applied, or the post was already up to date, or it was taken down',
    invalidSignature: 'the signature is missing, wrong or more than 5 minutes old',
    mediaNote:
      'Media links are signed and stay valid for at least 7 days. Download the files to your own storage when the article arrives; do not link to them from your pages.',
  },
  pushes: {
    heading: 'Signed pushes, corrections and take-downs',
    body: 'The portal signs every push to your save-article endpoint with your integration’s signing secret, shown on {{account}} → {{card}} (keep it in an environment variable of your server: <env /> in the samples), and sends these headers:',
    headers: {
      contentType: 'the body is JSON.',
      token: 'the token you saved on My Account, as for the categories endpoint.',
      signature: 'the time of sending in Unix seconds and the hex HMAC-SHA256 of “t.body” keyed with your signing secret.',
      delivery: 'the id of this attempt: new on every attempt, for your logs.',
      idempotency: 'the item, its version and the action: the same on every retry of one push.',
    },
    check:
      'Check the token first (400 or 401), then the signature, before anything else: a push whose signature is missing, wrong or more than 5 minutes from your clock is answered 401 “Invalid signature” and changes nothing. The signature is the Feed API webhooks’ one:',
    signatureLink: 'How to check the signature',
    publish:
      '<action /> “publish” or “update”: find your post by <item />. None: create it and answer 201. A lower stored version: update the post in place and answer 200. The same or a higher version: change nothing and answer 200 (a retry, or an older push arriving late). Never make a second post for one item; <version /> rises with every correction.',
    takedown:
      '<action /> “takedown”: take the post of <item /> out of view, store its <version /> and answer 200; answer 200 as well when there is none. Only a newer version (the item published again) brings the post back. A take-down carries only <action />, <portal /> and <reason />, no <title />.',
    older: 'A body without <action /> and <portal /> comes from the older contract: take it as a publish (201).',
  },
  samples: {
    heading: 'Sample code',
    about:
      'Each sample implements both endpoints: the token compared in constant time, 400 without the header, 401 for a wrong token, 401 “Invalid signature” for a push that is not signed as above, one post per portal item with its corrections and take-downs, 422 “Invalid data.” for a wrong body, 201 when a new article is saved.',
    tabs: 'Sample language',
    copy: 'Copy',
    copyFile: 'Copy {{file}}',
  },
  copied: 'Copied',
};
