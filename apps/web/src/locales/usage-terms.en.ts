/** English texts of usage terms, the editor's note and urgent news (merged into en.ts under `usageTerms`). */
export const usageTermsEn = {
  notice: {
    label: 'Usage terms and editor’s note',
    terms: 'Usage terms',
    note: 'Editor’s note',
  },
  urgent: 'Urgent',
  fields: {
    heading: 'For the receiving newsroom',
    terms: 'Usage terms',
    termsHelp: 'One line clients must respect, e.g. “Not for broadcast before 18:00”. Empty: the category’s default, if any.',
    note: 'Editor’s note',
    noteHelp: 'A note for the receiving newsroom, not for publication.',
    urgent: 'Urgent',
    urgentHelp: 'Clients who opted in get an SMS with the headline when it goes out.',
  },
  defaultTerms: 'Default usage terms',
  defaultTermsHelp: 'Items of this category without usage terms of their own carry these.',
  sms: {
    heading: 'SMS for urgent news',
    toggle: 'Send me an SMS when the agency sends urgent news',
    on: 'On: the SMS goes to {{mobile}}.',
    off: 'Off.',
    needsMobile: 'Add a mobile number to your profile to get SMS.',
  },
  smsSent: 'Urgent SMS sent',
};
