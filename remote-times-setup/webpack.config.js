const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_times_setup',
  title: 'Times – setup (standalone)',
  exposes: {
    './Clients': './src/exposes/Clients.tsx',
    './Sites': './src/exposes/Sites.tsx',
    './Shifts': './src/exposes/Shifts.tsx',
    './ClientStep': './src/exposes/ClientStep.tsx',
    './SiteStep': './src/exposes/SiteStep.tsx',
    './ShiftStep': './src/exposes/ShiftStep.tsx',
  },
});
