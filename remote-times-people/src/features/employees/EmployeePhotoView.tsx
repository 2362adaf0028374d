/** The photo view opened by a row's image icon: '{name} Photo', the photo and Close. */
import { Button, Card, CardTitle } from '@times/shared-sdk';
import type { Employee } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { EmployeePhoto } from '../face/EmployeePhoto';
import { Actions } from './Actions';

export function EmployeePhotoView({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const t = appMessages.employees;
  return (
    <Card>
      <CardTitle as="h2">{t.photoTitle(employee.name)}</CardTitle>
      <EmployeePhoto empd={employee.emd} name={employee.name} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </Actions>
    </Card>
  );
}
