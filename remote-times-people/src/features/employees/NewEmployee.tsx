/** TEMPORARY placeholder (replaced by the employees work): the New Employee form, also the wizard's last step. */
export function NewEmployee(_props: { onSaved: () => void }) {
  return null;
}
