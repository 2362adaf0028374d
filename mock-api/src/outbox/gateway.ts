/**
 * The production SMS/e-mail gateway: when NOTIFY_GATEWAY_URL is set, each outbox message is POSTed
 * to it as JSON {key, channel, to, text, purpose, created_at} with an Idempotency-Key header (the
 * same on every attempt, so the gateway can drop a repeat). A failed post (network error or a non-2xx
 * answer) is tried again after notifyRetryMs, then twice as long each time, NOTIFY_ATTEMPTS times in
 * all, then logged. Never awaited by a request: the post runs after the answer has gone.
 */
import type { ApiConfig } from '../config';
import type { OutboxMessage } from '../store/types';

export const NOTIFY_ATTEMPTS = 4;

export interface GatewayMessage {
  key: string;
  /** Employees have a mobile number only, so every message is a text. */
  channel: 'sms';
  to: string;
  text: string;
  purpose: OutboxMessage['purpose'];
  created_at: string;
}

export const gatewayMessageOf = (message: OutboxMessage): GatewayMessage => ({
  key: message.key ?? `outbox:${message.created_at}:${message.id}`,
  channel: 'sms',
  to: message.to,
  text: message.text,
  purpose: message.purpose,
  created_at: message.created_at,
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

async function postOnce(url: string, body: GatewayMessage): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': body.key },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the gateway answered HTTP ${response.status}`);
}

/** Posts the message to the gateway in the background (nothing when no gateway is set). */
export function postToGateway(
  config: Pick<ApiConfig, 'notifyGatewayUrl' | 'notifyRetryMs' | 'logger'>,
  message: OutboxMessage,
): void {
  const url = config.notifyGatewayUrl;
  if (!url) return;
  const body = gatewayMessageOf(message);
  const attempt = async (n: number): Promise<void> => {
    try {
      await postOnce(url, body);
    } catch (error) {
      if (n + 1 >= NOTIFY_ATTEMPTS) {
        config.logger.error(`[outbox] message ${body.key} not delivered to the gateway`, error);
        return;
      }
      await wait(config.notifyRetryMs * 2 ** n);
      await attempt(n + 1);
    }
  };
  void attempt(0);
}
