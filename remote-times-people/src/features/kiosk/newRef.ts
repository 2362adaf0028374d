/**
 * A clock record's own id, made by the kiosk: 32 random hex digits. From getRandomValues, which a
 * site's device has even on a page without HTTPS (randomUUID needs a secure context).
 */
export function newRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
