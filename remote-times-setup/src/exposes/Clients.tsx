/** Exposed as './Clients': /apptimes/clients. */
import { ClientsPage } from '../features/clients/ClientsPage';

export default function Clients() {
  return <ClientsPage />;
}
