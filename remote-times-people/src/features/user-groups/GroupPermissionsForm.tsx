/**
 * The group's permissions by entity (a fieldset per entity_name, a checkbox per right). Edits stay
 * in the form until Save; a saved form keeps what was saved as its new starting point.
 */
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, Row } from '@times/shared-sdk';
import type { GroupPermissionEntity } from '@times/shared-sdk';
import { CheckboxField } from '@times/shared-sdk/app';
import { groupText as t } from './groupText';
import { permissionField, toPermissionValues } from './permissionValues';
import type { PermissionValues } from './permissionValues';

const Entity = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 14px 10px;
  margin: 0 0 12px;
  legend { font-weight: 600; padding: 0 6px; color: ${({ theme }) => theme.colors.brand}; }
`;

interface Props {
  permissions: GroupPermissionEntity[];
  error: string | null;
  /** Resolves true when saved. */
  onSave: (values: PermissionValues) => Promise<boolean>;
}

export function GroupPermissionsForm({ permissions, error, onSave }: Props) {
  return (
    <Formik<PermissionValues>
      initialValues={toPermissionValues(permissions)}
      onSubmit={async (values, helpers) => {
        if (await onSave(values)) helpers.resetForm({ values });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.viewPermissions}>
          {permissions.map((entity) => (
            <Entity key={entity.id}>
              <legend>{entity.entity_name}</legend>
              {entity.entity_rights.map((right) => (
                <CheckboxField
                  key={right.entity_perm_id}
                  name={permissionField(right.entity_perm_id)}
                  label={right.entity_perm_name}
                />
              ))}
            </Entity>
          ))}
          {error && <Alert>{error}</Alert>}
          <Row>
            <Button type="submit" disabled={isSubmitting}>
              {t.save}
            </Button>
          </Row>
        </Form>
      )}
    </Formik>
  );
}
