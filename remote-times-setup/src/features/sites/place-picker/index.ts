/** The place picker for React.lazy: `lazy(() => import('./place-picker'))`; leaflet comes with it only. */
export { default } from './PlacePicker';
export type { PlacePickerProps } from './PlacePicker';
