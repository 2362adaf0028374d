/** Screens this narrow (phones, small tablets) get the one-column Times frame with the menu behind a button. */
export const NARROW_SCREEN = '(max-width: 768px)';
