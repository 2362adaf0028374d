const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_times_setup',
  title: 'Times – setup (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
});
