const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_mytimes',
  title: 'My Times (standalone)',
  exposes: { './App': './src/exposes/App.tsx' },
});
