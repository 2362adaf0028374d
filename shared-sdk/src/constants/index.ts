export * from './codes';
export * from './routes';
