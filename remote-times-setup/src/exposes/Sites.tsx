/** Exposed as './Sites': /apptimes/sites. */
import { SitesPage } from '../features/sites/SitesPage';

export default function Sites() {
  return <SitesPage />;
}
