export * from './auth.schema.ts';
export * from './constants.ts';
export * from './content.schema.ts';
export * from './envelopes.ts';
export * from './lookups.schema.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './user.schema.ts';
