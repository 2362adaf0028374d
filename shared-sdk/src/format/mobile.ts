/**
 * A mobile number as the server stores it: the country's dial code followed by the
 * national number, digits only, without its trunk '0' (27 + 0821234567 → 27821234567).
 */
export function composeMobile(dialCode: string, number: string): string {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  return `${dialCode.replace(/\D/g, '')}${digits}`;
}
