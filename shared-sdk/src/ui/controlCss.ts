/**
 * The look of a form control (text box, select) without its border, which follows the field's
 * validity. A plain string with no imports: the app module (ComboboxInput) reuses it too.
 */
export const controlCss = `
  width: 100%;
  min-height: 40px;
  padding: 8px 10px;
  border-radius: 6px;
  font: inherit;
  background: #fff;
`;
