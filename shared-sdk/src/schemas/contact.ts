/** Contact form of spec 001 section 2.6 and its validation rules (section 5). */
import { number, object } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { ContactProduct } from '../constants/codes';
import { rules } from './rules';

const v = validationMessages;
const productIds = Object.values(ContactProduct);

export const contactSchema = object({
  product_id: number().typeError(v.selectProduct).required(v.selectProduct).oneOf(productIds, v.selectProduct),
  name: rules.contactName(v.contactNameRequired),
  surname: rules.contactName(v.contactSurnameRequired),
  email: rules.optionalEmail(),
  mobile: rules.mobile(),
});
export type ContactRequest = InferType<typeof contactSchema>;
