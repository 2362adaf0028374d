/**
 * The add form of a Group Sites sub-tab: Create and View Only checkboxes, the site select ('Select
 * site' placeholder and message) and Add Site. Cleared after an add; kept as typed on an error.
 */
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, SelectField, validateWith } from '@times/shared-sdk';
import type { GroupSiteAddRequest, SiteLookup } from '@times/shared-sdk';
import { CheckboxField } from '@times/shared-sdk/app';
import { groupText as t } from './groupText';

export type GroupSiteValues = Omit<GroupSiteAddRequest, 'ugd'>;
const EMPTY: GroupSiteValues = { std: '', isCreate: 0, isView: 0 };

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 16px;
  > div { flex: 1 1 240px; }
  > button { margin-top: 26px; }
`;

interface Props {
  sites: SiteLookup[];
  error: string | null;
  /** Resolves true when added. */
  onSubmit: (values: GroupSiteValues) => Promise<boolean>;
}

export function GroupSiteForm({ sites, error, onSubmit }: Props) {
  return (
    <Formik<GroupSiteValues>
      initialValues={EMPTY}
      validate={validateWith('groupSiteFormSchema')}
      onSubmit={async (values, helpers) => {
        if (await onSubmit(values)) helpers.resetForm({ values: EMPTY });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.addSite}>
          <CheckboxField name="isCreate" label={t.create} />
          <CheckboxField name="isView" label={t.viewOnly} />
          <Line>
            <SelectField name="std" label={t.site}>
              <option value="">{t.selectSite}</option>
              {sites.map((site) => (
                <option key={site.sd} value={site.sd}>
                  {site.name}
                </option>
              ))}
            </SelectField>
            <Button type="submit" disabled={isSubmitting}>
              {t.addSite}
            </Button>
          </Line>
          {error && <Alert>{error}</Alert>}
        </Form>
      )}
    </Formik>
  );
}
