/** The People section. Its screens arrive with their own issues; for now it shows where it lives. */
import { Card, CardTitle, Narrow } from '@times/shared-sdk';

export default function App() {
  return (
    <Narrow>
      <Card>
        <CardTitle>People</CardTitle>
        <p>Employees, users and groups, and the webcam page.</p>
      </Card>
    </Narrow>
  );
}
