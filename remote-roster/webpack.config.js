const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_roster',
  title: 'Times – roster (standalone)',
  exposes: {
    './App': './src/exposes/App.tsx',
    './RosterList': './src/exposes/RosterList.tsx',
    './Requests': './src/exposes/Requests.tsx',
  },
});
