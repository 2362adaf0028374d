/**
 * A positive signal before an absence check: the page's next answer from an API path (started
 * before the action that triggers the call, awaited after it).
 */
import type { Page, Response } from 'playwright-core';

export function nextAnswer(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
  );
}
