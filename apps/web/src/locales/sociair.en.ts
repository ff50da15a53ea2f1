import { messages } from '@portal/shared';

/** English texts of the social-automation screens (merged into en.ts under `sociair`). */
export const sociairEn = {
  needsLogin: messages.sociairNeedsLogin,
  steps: {
    connect: 'Connect',
    login: 'Login',
  },
  connect: {
    intro: 'Enter the username or the mobile number of your account on the social-automation service.',
    username: 'Username or mobile',
    submit: 'Connect',
  },
  login: {
    intro: 'Log in with the password of this account to let the portal post for you.',
    username: 'Username',
    accountName: 'Account name',
    password: 'Password',
    code: 'Verification code',
    codeHelp: 'The 6 digits your authenticator app shows',
    submit: 'Login',
  },
  reset: {
    link: 'Do you want reset your Account ?',
    title: 'Reset account',
    text: 'The portal forgets this account, and you can connect another one.',
    confirm: 'Reset',
  },
  profile: {
    username: 'Username',
    accountName: 'Account name',
    name: 'Name',
    email: 'Email',
    domain: 'Domain',
    subscriptionEnd: 'Subscription expires',
    none: '—',
    syncedAt: 'Synced {{time}}',
    neverSynced: 'Not synced yet',
    sync: 'Sync',
    logout: 'Logout',
    logoutTitle: 'Logout',
    logoutText: 'Are you sure you want to log out of the social-automation service? Nothing is auto-posted until you log in again.',
    loginAgain: 'Log in again',
    autoPost: 'Auto Post',
    autoPostHint: 'Posts the agency’s news in your chosen categories to your chosen social profiles as soon as it is published.',
  },
  profiles: {
    heading: 'Social profiles',
    about: 'News is posted to the checked profiles.',
    empty: 'No social profiles are enabled for this account. Enable them on the service, then press Sync.',
    types: {
      fb_page: 'Facebook page',
      instagram: 'Instagram',
      twitter: 'X (Twitter)',
      linkedin: 'LinkedIn',
      viber_channel: 'Viber channel',
    },
  },
  categories: {
    heading: 'Categories',
    about: 'News of the checked categories is posted.',
    empty: 'No categories are enabled for this account. Enable them on the service, then press Sync.',
  },
  posts: {
    heading: 'Recent auto-posts',
    empty: 'Nothing has been auto-posted yet. News in your chosen categories is posted as soon as the agency publishes it.',
    attempts_one: '{{count}} attempt',
    attempts_other: '{{count}} attempts',
    deliveredAt: 'Delivered',
    statuses: {
      queued: 'Queued',
      retrying: 'Retrying',
      delivered: 'Delivered',
      failed: 'Failed',
      skipped: 'Skipped',
    },
  },
};
