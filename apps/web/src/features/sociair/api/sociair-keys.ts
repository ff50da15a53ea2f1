export const sociairKeys = {
  account: ['sociair', 'account'] as const,
  profile: ['sociair', 'profile'] as const,
};
