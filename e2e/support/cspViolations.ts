/**
 * Content-Security-Policy violations seen by any page of a journey. newPage() watches every page:
 * the document's `securitypolicyviolation` events (reported through a binding by an init script)
 * and Chromium's console reports ("Refused to … Content Security Policy", which also covers workers).
 * e2e/support/failOnCspViolation.ts fails the journey that saw any.
 */
import type { BrowserContext, ConsoleMessage } from 'playwright-core';

const seen: string[] = [];

const BINDING = '__e2eCspViolation';

/** Installed before any page script: forwards each violation of the document to the test. */
function reportViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding];
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile || '?'}:${event.lineNumber})`,
    );
  });
}

const isCspReport = (message: ConsoleMessage): boolean => /Content Security Policy/i.test(message.text());

/** Collects the context's violations into the journey's list (and into `sink`, the page's errors). */
export async function watchCspViolations(context: BrowserContext, sink: string[]): Promise<void> {
  const record = (text: string) => {
    seen.push(text);
    sink.push(`CSP: ${text}`);
  };
  await context.exposeBinding(BINDING, (_source, text: string) => record(text));
  await context.addInitScript(reportViolations, BINDING);
  context.on('console', (message) => {
    if (isCspReport(message)) record(message.text());
  });
}

/** The violations seen since the last call, and forget them. */
export function takeCspViolations(): string[] {
  return seen.splice(0);
}
