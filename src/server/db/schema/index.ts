export * from './lookups.ts';
export * from './identity.ts';
export * from './companies.ts';
export * from './jobs.ts';
export * from './candidates.ts';
export * from './points.ts';
export * from './communication.ts';
export * from './cms.ts';
