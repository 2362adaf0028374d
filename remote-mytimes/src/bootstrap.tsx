import { mountStandalone } from '@times/shared-sdk';
import App from './exposes/App';

void mountStandalone([{ path: '/mytimes/*', Component: App }]);
