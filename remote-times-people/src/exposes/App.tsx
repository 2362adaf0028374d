/** Exposed as './App': /apptimes/users. The users and groups screens arrive with their issue; until then it says where they will live. */
import { Card, CardTitle, Narrow } from '@times/shared-sdk';

export default function App() {
  return (
    <Narrow>
      <Card>
        <CardTitle>Users</CardTitle>
        <p>Users, user groups and their rights will be managed here.</p>
      </Card>
    </Narrow>
  );
}
