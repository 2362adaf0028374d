const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_public',
  title: 'Times – public site (standalone)',
  exposes: { './Home': './src/exposes/Home.tsx', './Root': './src/exposes/Root.tsx' },
});
