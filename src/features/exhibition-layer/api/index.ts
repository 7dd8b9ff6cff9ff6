export * from './booths';
export * from './exhibits';
export * from './interests';
export * from './events';
export * from './schedules';
