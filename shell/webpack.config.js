const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('@times/shared-sdk/webpack');

const publicFile = (name) => fs.readFileSync(path.join(__dirname, 'public', name), 'utf8');

/** My Times (issue 31) installable on a phone: its manifest, icon and service worker, served by the shell's origin. */
const myTimesManifest = {
  name: 'My Times',
  short_name: 'My Times',
  description: 'Your shifts, time off and messages',
  start_url: '/mytimes/shifts',
  scope: '/mytimes/',
  display: 'standalone',
  background_color: '#f6f3f9',
  theme_color: '#3b1f5c',
  icons: [{ src: '/mytimes-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
};

module.exports = createAppConfig({
  appDir: __dirname,
  federationName: 'shell',
  isHost: true,
  title: 'Times',
  files: {
    'mytimes.webmanifest': myTimesManifest,
    'mytimes-sw.js': publicFile('mytimes-sw.js'),
    'mytimes-icon.svg': publicFile('mytimes-icon.svg'),
  },
});
