// Every journey fails when any of its pages broke the Content-Security-Policy (a script, style,
// connection, image or worker the served policy does not allow), whatever the journey asserts.
import { takeCspViolations } from './cspViolations';

afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
});
