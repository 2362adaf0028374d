const path = require('node:path');
const { createAppConfig } = require('@times/shared-sdk/webpack');

const config = createAppConfig({
  appDir: __dirname,
  federationName: 'remote_times_people',
  title: 'Times – people (standalone)',
  exposes: {
    './App': './src/exposes/App.tsx',
    './Positions': './src/exposes/Positions.tsx',
    './Employees': './src/exposes/Employees.tsx',
    './Webcam': './src/exposes/Webcam.tsx',
    './Kiosk': './src/exposes/Kiosk.tsx',
    './Timesheet': './src/exposes/Timesheet.tsx',
    './PositionStep': './src/exposes/PositionStep.tsx',
    './EmployeeStep': './src/exposes/EmployeeStep.tsx',
  },
});

// Face model (features/face/faceModelRuntime.ts): `import url from 'x.wasm?url'` emits the file
// as an asset and gives its URL (tfjs's WASM backend binaries, served by this remote).
config.module.rules.push({ resourceQuery: /url$/, type: 'asset/resource', generator: { filename: '[hash][ext]' } });
// face-landmarks-detection imports '@mediapipe/face_mesh' for its 'mediapipe' runtime, which
// loads from a CDN; we use the 'tfjs' runtime with local files, so it is replaced by a stub.
config.resolve.alias = {
  ...config.resolve.alias,
  '@mediapipe/face_mesh': path.join(__dirname, 'src/features/face/mediapipeFaceMeshStub.ts'),
};

module.exports = config;
