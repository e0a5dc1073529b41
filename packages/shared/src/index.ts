export * from './envelope.ts';
export * from './customer.ts';
export * from './account.ts';
export * from './staff.ts';
export * from './runtime-config.ts';
export * from './identity.ts';
