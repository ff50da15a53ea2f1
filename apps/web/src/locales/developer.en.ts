/** English texts of the developer screens (merged into en.ts under `developer`). */
export const developerEn = {
  title: 'Developer guide',
  intro:
    'Connect your website to the portal and post the agency’s news to it in one click. Your site needs two small endpoints; the steps below set them up.',
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
    mediaNote:
      'Media links are signed and stay valid for at least 7 days. Download the files to your own storage when the article arrives; do not link to them from your pages.',
  },
  samples: {
    heading: 'Sample code',
    about:
      'Each sample implements both endpoints: the token compared in constant time, 400 without the header, 401 for a wrong token, 422 “Invalid data.” for a wrong body, 201 when the article is saved.',
    tabs: 'Sample language',
    copy: 'Copy',
    copyFile: 'Copy {{file}}',
  },
  copied: 'Copied',
};
