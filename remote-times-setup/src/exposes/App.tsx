/** The Times setup section. Its screens arrive with their own issues; for now it shows where it lives. */
import { Card, CardTitle, Narrow } from '@times/shared-sdk';

export default function App() {
  return (
    <Narrow>
      <Card>
        <CardTitle>Times setup</CardTitle>
        <p>Clients, sites, site groups and shifts.</p>
      </Card>
    </Narrow>
  );
}
