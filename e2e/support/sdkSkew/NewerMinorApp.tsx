/**
 * remote-apphome's './App' built against the newer minor SDK: the real app home, plus a call of
 * the function that minor adds. Against the shell's older SDK that call would be undefined.
 */
import * as sdk from '@times/shared-sdk';
import App from '../../../remote-apphome/src/exposes/App';
import type { sdkAddedFunction } from './addedFunction';

// Typed as the SDK this fixture is built against (newerMinorSdk.ts, aliased as '@times/shared-sdk').
const newerSdk = sdk as typeof sdk & { sdkAddedFunction: typeof sdkAddedFunction };

export default function NewerMinorApp() {
  return (
    <>
      <output data-testid="sdk-added-function">{newerSdk.sdkAddedFunction()}</output>
      <App />
    </>
  );
}
