/** TEMPORARY placeholder (replaced by the face-capture work): the 150x150 thumbnail of an employee. */
export interface EmployeeThumbnailProps {
  empd: string;
  name: string;
  hasImage: boolean;
  /** Bump to reload after an upload. */
  version?: number;
  onClick?: () => void;
}

export function EmployeeThumbnail(_props: EmployeeThumbnailProps) {
  return null;
}
