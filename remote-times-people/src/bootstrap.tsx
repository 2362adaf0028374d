import { mountStandalone } from '@times/shared-sdk';
import App from './exposes/App';
import Positions from './exposes/Positions';

void mountStandalone([
  { path: '/apptimes/positions/*', Component: Positions },
  { path: '/apptimes/*', Component: App },
]);
