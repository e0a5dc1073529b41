// The cross-cutting parts. Each domain's schemas and endpoint contracts are imported from their
// own module (`@mina-sidor/shared/customer`), so adding a domain touches no shared list.
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './codes.ts';
export * from './customer-kind.ts';
export * from './property.ts';
export * from './identity.ts';
export * from './runtime-config.ts';
