import { Gender, messages } from '@times/shared-sdk';

export const GENDER_OPTIONS = [
  { value: Gender.MALE, label: messages.auth.male },
  { value: Gender.FEMALE, label: messages.auth.female },
] as const;
