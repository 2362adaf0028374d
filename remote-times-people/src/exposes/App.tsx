/** Exposed as './App': /apptimes/users. */
import { UsersPage } from '../features/users/UsersPage';

export default function App() {
  return <UsersPage />;
}
