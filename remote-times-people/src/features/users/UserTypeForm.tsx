/**
 * The user type of a user's details (spec 001 sections 2.5 and 5): Admin, Group Member (with a
 * group: 'Please select user group') or Operation Manager (offered only to a user with operations
 * sites, and listing them); Update sends it and says 'User updated', or shows the refusal.
 */
import { useState } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, RadioGroup, Row, useApiAction, validateWith } from '@times/shared-sdk';
import type { ManagedUser, OpsSite, UserTypeValues } from '@times/shared-sdk';
import { UserType, appMessages, usersApi } from '@times/shared-sdk/app';
import { UserGroupField } from './UserGroupField';

const t = appMessages.usersPage.users;

const Sites = styled.ul`
  margin: 4px 0 12px;
  padding-left: 20px;
`;

const typeOptions = (withOps: boolean) =>
  [UserType.ADMIN, UserType.GROUP_MEMBER, ...(withOps ? [UserType.OPERATION_MANAGER] : [])].map((value) => ({
    value,
    label: t.userTypes[value] ?? '',
  }));

export function UserTypeForm({ user, opsSites }: { user: ManagedUser; opsSites: OpsSite[] }) {
  const { error, run } = useApiAction();
  const [updated, setUpdated] = useState(false);
  const initial: UserTypeValues = {
    usr_tp: user.right_type,
    ugd: user.right_type === UserType.GROUP_MEMBER ? user.ugd : '',
  };

  async function handleSubmit({ usr_tp, ugd }: UserTypeValues) {
    setUpdated(false);
    const type = usr_tp as 1 | 2 | 3;
    const request = { usd: user.usd, usr_tp: type, ugd: type === UserType.GROUP_MEMBER ? ugd : '' };
    if (await run((signal) => usersApi.update(request, { signal }))) setUpdated(true);
  }

  return (
    <Formik initialValues={initial} validate={validateWith<UserTypeValues>('userTypeSchema')} onSubmit={handleSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={t.userType}>
          <RadioGroup name="usr_tp" legend={t.userType} options={typeOptions(opsSites.length > 0)} />
          {values.usr_tp === UserType.GROUP_MEMBER && <UserGroupField />}
          {values.usr_tp === UserType.OPERATION_MANAGER && (
            <>
              <strong>{t.opsSites}</strong>
              <Sites aria-label={t.opsSites}>
                {opsSites.map((site) => (
                  <li key={site.std}>{site.name}</li>
                ))}
              </Sites>
            </>
          )}
          {error && <Alert>{error}</Alert>}
          {updated && <Alert tone="success">{t.updated}</Alert>}
          <Row>
            <Button type="submit" disabled={isSubmitting}>
              {t.update}
            </Button>
          </Row>
        </Form>
      )}
    </Formik>
  );
}
