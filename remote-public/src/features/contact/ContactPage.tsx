/** Contact us: open to any visitor; 'Your request has been submitted' on success. */
import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { Card, CardTitle, Narrow, generalApi, messages, useApiAction, type ContactRequest } from '@times/shared-sdk';
import { ContactForm, EMPTY_CONTACT } from './ContactForm';

export function ContactPage() {
  const [success, setSuccess] = useState(false);
  const { error, run } = useApiAction();

  async function handleSubmit(values: ContactRequest, helpers: FormikHelpers<typeof EMPTY_CONTACT>) {
    setSuccess(false);
    const data = await run((signal) =>
      generalApi.contactUs(
        {
          name: values.name.trim(),
          surname: values.surname.trim(),
          email: values.email?.trim() ?? '',
          mobile: values.mobile.trim(),
          product_id: values.product_id,
        },
        { signal },
      ),
    );
    if (!data) return;
    setSuccess(true);
    helpers.resetForm();
  }

  return (
    <Narrow>
      <Card>
        <CardTitle>{messages.contact.title}</CardTitle>
        <ContactForm error={error} success={success} onSubmit={handleSubmit} />
      </Card>
    </Narrow>
  );
}
