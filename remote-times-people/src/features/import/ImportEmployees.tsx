/** TEMPORARY placeholder (replaced by the import work): the import screen opened from New Employee. */
export function ImportEmployees(_props: { onClose: () => void }) {
  return null;
}
