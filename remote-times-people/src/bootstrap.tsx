import { mountStandalone } from '@times/shared-sdk';
import App from './exposes/App';
import Employees from './exposes/Employees';
import Positions from './exposes/Positions';
import Webcam from './exposes/Webcam';

void mountStandalone([
  { path: '/apptimes/employees/*', Component: Employees },
  { path: '/apptimes/positions/*', Component: Positions },
  { path: '/apptimes/webcam/*', Component: Webcam },
  { path: '/apptimes/*', Component: App },
]);
