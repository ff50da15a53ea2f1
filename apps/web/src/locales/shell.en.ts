/**
 * The English texts of the app's frame and the sign-in screen, which show before the full texts
 * (en.ts, which takes these in) are loaded: lib/shell-text.ts.
 */
export const shellEn = {
  agency: {
    name: 'Rastriya Samachar Sewa',
    tagline: 'Client portal',
    about:
      'One of the largest private news agencies of Nepal. We gather news, feature photos and videos from across the country and make them available to newspapers, radio, television and digital media.',
  },
  common: {
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    refresh: 'Refresh',
    loading: 'Loading…',
    language: 'Language',
  },
  login: {
    title: 'Login',
    heading: 'Welcome back',
    subheading: 'Sign in to receive the agency’s news, photos and videos.',
    rememberMe: 'Keep me signed in',
    submit: 'Login',
    noAccount: 'Don’t have any account?',
    registerNow: 'Register Now',
    forgot: 'Forget Password?',
  },
  /** The sign-in's second step, for a person with an authenticator app or a passkey. */
  secondFactor: {
    heading: 'Confirm it is you',
    totpHelp: 'Enter the 6-digit code your authenticator app shows.',
    recoveryHelp: 'Enter one of the recovery codes you saved. Each works once.',
    code: 'Code',
    recoveryCode: 'Recovery code',
    submit: 'Continue',
    usePasskey: 'Use your passkey',
    useRecovery: 'Use a recovery code',
    useApp: 'Use your authenticator app',
    passkeyFailed: 'The passkey was not used. Try again, or use another way.',
    back: 'Back to sign-in',
  },
  /** A device signed in to the portal: the sign-in's "screens in use" dialog and the Team screen. */
  devices: {
    lastActive: 'Last active',
    signedIn: 'Signed in',
    thisDevice: 'This device',
    signOut: 'Sign out this device',
  },
  screensInUse: {
    title: 'All screens are in use',
    list: 'Signed-in devices',
    cancel: 'Cancel',
  },
  calendar: {
    label: 'Calendar',
    bs: 'BS',
    ad: 'AD',
    bsFull: 'Bikram Sambat (BS)',
    adFull: 'Gregorian (AD)',
    followLanguage: 'As the language: BS in Nepali, AD in English',
  },
  layout: {
    darkMode: 'Dark mode',
    lightMode: 'Light mode',
  },
  app: {
    notices: 'Notices',
    newVersion: 'New version is available; please refresh.',
    offline: 'You are offline; please check your internet connection.',
  },
};
