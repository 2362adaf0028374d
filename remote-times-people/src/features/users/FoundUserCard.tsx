/**
 * New User's result: the person found by their code (a card with name and surname) and the
 * summary (Name, Surname, ID or Passport number, Date of birth, Gender) with Add user and Cancel.
 */
import { Alert, Button, Card, CardTitle, Row } from '@times/shared-sdk';
import type { FoundUser } from '@times/shared-sdk';
import { FactList, appMessages } from '@times/shared-sdk/app';
import type { Fact } from '@times/shared-sdk/app';
import { fullName, genderText } from './userText';

const t = appMessages.usersPage.users;

interface Props {
  user: FoundUser;
  adding: boolean;
  error: string | null;
  onAdd: () => void;
  onCancel: () => void;
}

export function FoundUserCard({ user, adding, error, onAdd, onCancel }: Props) {
  const name = fullName(user.nm, user.srm);
  const facts: Fact[] = [
    [t.summary.name, user.nm],
    [t.summary.surname, user.srm],
    [t.summary.idOrPass, user.idOrPassport],
    [t.summary.dateOfBirth, user.date_of_birth],
    [t.summary.gender, genderText(user.gender)],
  ];
  return (
    <Card aria-label={name}>
      <CardTitle as="h2">{name}</CardTitle>
      <FactList facts={facts} />
      {error && <Alert>{error}</Alert>}
      <Row>
        <Button type="button" disabled={adding} onClick={onAdd}>
          {t.addUser}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Card>
  );
}
