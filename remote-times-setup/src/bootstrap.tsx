import { mountStandalone } from '@times/shared-sdk';
import Clients from './exposes/Clients';
import Shifts from './exposes/Shifts';
import Sites from './exposes/Sites';

void mountStandalone([
  { path: '/apptimes/clients/*', Component: Clients },
  { path: '/apptimes/sites/*', Component: Sites },
  { path: '/apptimes/shifts/*', Component: Shifts },
]);
