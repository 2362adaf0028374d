/** The Roster section. Its screens arrive with their own issues; for now it shows where it lives. */
import { Card, CardTitle, Narrow } from '@times/shared-sdk';

export default function App() {
  return (
    <Narrow>
      <Card>
        <CardTitle>Roster</CardTitle>
        <p>Rosters and the shift setup wizard.</p>
      </Card>
    </Narrow>
  );
}
