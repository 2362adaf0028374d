/** TEMPORARY placeholder (replaced by the face-capture work): the 300x300 photo of an employee. */
export interface EmployeePhotoProps {
  empd: string;
  name: string;
}

export function EmployeePhoto(_props: EmployeePhotoProps) {
  return null;
}
