const { createAppConfig } = require('@times/shared-sdk/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_times_people',
  title: 'Times – people (standalone)',
  exposes: {
    './App': './src/exposes/App.tsx',
    './Positions': './src/exposes/Positions.tsx',
    './Employees': './src/exposes/Employees.tsx',
    './Webcam': './src/exposes/Webcam.tsx',
    './PositionStep': './src/exposes/PositionStep.tsx',
    './EmployeeStep': './src/exposes/EmployeeStep.tsx',
  },
});
