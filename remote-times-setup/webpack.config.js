const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_times_setup',
  title: 'Times – setup (standalone)',
  exposes: {
    './Clients': './src/exposes/Clients.tsx',
    './Sites': './src/exposes/Sites.tsx',
    './Shifts': './src/exposes/Shifts.tsx',
  },
});
