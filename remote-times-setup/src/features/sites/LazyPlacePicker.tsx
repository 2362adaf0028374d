/** The map place picker, loaded (with leaflet) only when a site form or the location filter shows it. */
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { Spinner } from '@times/shared-sdk';

const PlacePicker = lazy(() => import('./place-picker'));

export function LazyPlacePicker(props: ComponentProps<typeof PlacePicker>) {
  return (
    <Suspense fallback={<Spinner />}>
      <PlacePicker {...props} />
    </Suspense>
  );
}
