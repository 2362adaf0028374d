/** One jest run for the whole monorepo: each workspace is a project with its own environment. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: { '\\.(png|svg|jpe?g|css)$': '<rootDir>/../jest/fileStub.cjs' },
};

module.exports = {
  // A safety net, not a measure: with two test files per core on a busy machine a screen test's typing can take
  // longer than jest's 5 s default, and no test's outcome may depend on the machine's speed.
  testTimeout: 30_000,
  // With a memory limit jest runs the files in a worker process it replaces once the worker holds
  // more than this, even on 2 cores where it would otherwise run them all in its own process (whose
  // heap then grew past 3 GB over the 340 files and slowed the late ones to their time-outs).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...base,
      displayName: 'mock-api',
      rootDir: 'mock-api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // One PostgreSQL for the run, shared with mock-api-postgres (jest runs a global setup file once for every
      // project naming it): the tests of the PostgreSQL repositories and of the migrations each take a database
      // of their own on it (testing/testDatabase.ts), not a server of their own.
      globalSetup: '<rootDir>/src/testing/postgresRun/globalSetup.ts',
      globalTeardown: '<rootDir>/src/testing/postgresRun/globalTeardown.ts',
    },
    {
      // The route tests again, on PostgreSQL (testing/testDatabase.ts); the contract suite runs on
      // PostgreSQL and Redis in contractSuite/onServices.test.ts, the contract's type checks once.
      ...base,
      displayName: 'mock-api-postgres',
      rootDir: 'mock-api',
      testEnvironment: 'node',
      // The calendar feed is a route too (outside the envelope API); the sessions' tests call the first visit,
      // sign-in and sign-up routes (sessions have a table of their own on PostgreSQL).
      testMatch: [
        '<rootDir>/src/routes/**/*.test.ts',
        '<rootDir>/src/calendar/**/*.test.ts',
        '<rootDir>/src/sessions/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/src/routes/contract/'],
      globals: { TIMES_TEST_STORE: 'postgres' },
      globalSetup: '<rootDir>/src/testing/postgresRun/globalSetup.ts',
      globalTeardown: '<rootDir>/src/testing/postgresRun/globalTeardown.ts',
    },
    {
      ...base,
      displayName: 'roster-engine',
      rootDir: 'roster-engine',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // The serving scripts (ES modules, compiled to CommonJS for jest like the rest).
      ...base,
      displayName: 'scripts',
      rootDir: 'scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.m?(t|j)sx?$': swc },
      testMatch: ['<rootDir>/lib/**/*.test.mjs', '<rootDir>/*.test.mjs'],
    },
    {
      ...base,
      displayName: 'sdk-node',
      rootDir: 'shared-sdk',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.node.test.ts'],
    },
    ...[
      'shared-sdk',
      'shell',
      'remote-public',
      'remote-apphome',
      'remote-times-setup',
      'remote-times-people',
      'remote-roster',
      'remote-mytimes',
    ].map((dir) => ({
      ...base,
      displayName: dir,
      rootDir: dir,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/../jest/setupDom.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['\\.node\\.test\\.ts$'],
    })),
  ],
};
