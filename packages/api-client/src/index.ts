// Public face of @food-admin/api-client: the schemas (one source of truth for every shape)
// and, once added, the client and one function per call.
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/auth';
export * from './schemas/restaurant';
export * from './schemas/menu';
export * from './schemas/dish';
export * from './schemas/activity';
export * from './schemas/dashboard';
export * from './schemas/orders';
