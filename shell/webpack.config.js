const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'shell',
  isHost: true,
  title: 'Times',
});
