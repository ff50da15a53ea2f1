/** The Team screen's queries; a change to the team invalidates `all`, its lists being few and small. */
export const teamKeys = {
  all: ['team'] as const,
  overview: ['team', 'overview'] as const,
  houseDevices: ['team', 'house-devices'] as const,
  myDevices: ['team', 'my-devices'] as const,
  membership: ['team', 'membership'] as const,
  securityEvents: ['team', 'security-events'] as const,
};
