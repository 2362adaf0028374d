export * from './rules';
export * from './auth';
export * from './contact';
export * from './apps';
export * from './setup';
export * from './setupPayloads';
export * from './positions';
export * from './employees';
