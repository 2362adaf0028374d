import { mountStandalone } from '@times/shared-sdk';
import App from './exposes/App';

void mountStandalone([{ path: '/apptimes/*', Component: App }]);
