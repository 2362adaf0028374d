import { mountStandalone } from '@times/shared-sdk';
import Home from './exposes/Home';
import Root from './exposes/Root';

void mountStandalone([
  { path: '/', Component: Home },
  { path: '/approot/*', Component: Root },
]);
