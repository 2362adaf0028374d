import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import {
  Alert,
  Button,
  CONTACT_PRODUCTS,
  Grid2,
  SelectField,
  TextField,
  messages,
  validateWith,
  type ContactRequest,
} from '@times/shared-sdk';

const t = messages.contact;

export const EMPTY_CONTACT = { product_id: '' as unknown as number, name: '', surname: '', mobile: '', email: '' };

interface Props {
  error: string | null;
  success: boolean;
  onSubmit: (values: ContactRequest, helpers: FormikHelpers<typeof EMPTY_CONTACT>) => Promise<void>;
}

export function ContactForm({ error, success, onSubmit }: Props) {
  return (
    <Formik
      initialValues={EMPTY_CONTACT}
      validate={validateWith('contactSchema')}
      onSubmit={(values, helpers) => onSubmit({ ...values, product_id: Number(values.product_id) }, helpers)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.title}>
          <SelectField name="product_id" label={t.selectProduct}>
            <option value="">{t.selectProduct}</option>
            {CONTACT_PRODUCTS.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </SelectField>
          <Grid2>
            <TextField name="name" label={t.name} autoComplete="given-name" />
            <TextField name="surname" label={t.surname} autoComplete="family-name" />
          </Grid2>
          <TextField name="mobile" label={t.mobile} inputMode="tel" autoComplete="tel" />
          <TextField name="email" label={t.email} type="email" autoComplete="email" />
          {error && <Alert>{error}</Alert>}
          {success && <Alert tone="success">{t.submitted}</Alert>}
          <Button type="submit" $block disabled={isSubmitting}>
            {t.submit}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
