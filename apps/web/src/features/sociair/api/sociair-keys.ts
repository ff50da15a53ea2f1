/** The base path of every call to the social-automation connection. */
export const SOCIAIR_PATH = 'auth/v2/client/sociair';

export const sociairKeys = {
  account: ['sociair', 'account'] as const,
  profile: ['sociair', 'profile'] as const,
};
