/** Reads the OTP the mock API "texted" to a mobile number from its dev outbox. */
import { apiUrl } from './browser';

interface OutboxMessage {
  to: string;
  code: string;
  purpose: string;
  created_at: string;
}

export async function latestOtp(mobile: string, purpose?: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(apiUrl(`/dev/outbox?to=${encodeURIComponent(mobile)}`));
    const body = (await response.json()) as OutboxMessage[] | { messages: OutboxMessage[] };
    const list = Array.isArray(body) ? body : body.messages;
    const match = list.find((m) => !purpose || m.purpose === purpose);
    if (match) return match.code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no OTP in the outbox for ${mobile}`);
}

/** A mobile number no other test uses: 9 digits after the dial code. */
export function uniqueMobile(): string {
  return `7${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}
