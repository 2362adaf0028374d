export { messages } from './messages';
export type { Messages } from './messages';
export { validationMessages } from './validationMessages';
