/** End-to-end tests: real Chromium against the production builds served on loopback. */
module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testTimeout: 90_000,
  setupFilesAfterEnv: ['<rootDir>/e2e/support/retryOnce.ts', '<rootDir>/e2e/support/failOnCspViolation.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
