export * from './codes';
export * from './routes';
export * from './selfService';
