/** Exposed as './Requests' (issue 31): the managers' Requests page, loaded by the shell at /apptimes/requests. */
import { RequestsPage } from '../features/requests/RequestsPage';

export default function Requests() {
  return <RequestsPage />;
}
