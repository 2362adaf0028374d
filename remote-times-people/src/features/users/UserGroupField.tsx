/** The Group Member's group select of the user type form (formik field `ugd`), from the app's user groups. */
import { Alert, SelectField } from '@times/shared-sdk';
import { appMessages, useList, usersApi } from '@times/shared-sdk/app';

const t = appMessages.usersPage.users;

export function UserGroupField() {
  const { items, error } = useList(
    (signal) => usersApi.groups({ signal }),
    (data) => data.groups,
  );
  return (
    <>
      <SelectField name="ugd" label={t.userGroup} disabled={!items}>
        <option value="">{t.groupPlaceholder}</option>
        {(items ?? []).map((group) => (
          <option key={group.gdd} value={group.gdd}>
            {group.name}
          </option>
        ))}
      </SelectField>
      {error && <Alert>{error}</Alert>}
    </>
  );
}
