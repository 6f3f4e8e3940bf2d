export * from './schema/auth';
export * from './schema/inventory';
export * from './schema/notifications';
export * from './schema/restaurant';
export * from './schema/suppliers';
export * from './schema/chat';
export * from './schema/ads';
export * from './schema/recipes';
