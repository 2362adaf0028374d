const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_apphome',
  title: 'Times – app home (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
});
