/** TEMPORARY placeholder (replaced by the webcam work): /apptimes/webcam. */
export function WebcamPage() {
  return null;
}
