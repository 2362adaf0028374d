/**
 * The apps of the platform: folder, federation name and default loopback port.
 * Build, start, test and bench scripts and the shell's default remotes.json read this list.
 */
const HOST = process.env.TIMES_HOST || '127.0.0.1';

const APPS = [
  { dir: 'shell', federationName: 'shell', port: 4200, isHost: true },
  { dir: 'remote-public', federationName: 'remote_public', port: 4201 },
  { dir: 'remote-apphome', federationName: 'remote_apphome', port: 4202 },
  { dir: 'remote-times-setup', federationName: 'remote_times_setup', port: 4203 },
  { dir: 'remote-times-people', federationName: 'remote_times_people', port: 4204 },
  { dir: 'remote-roster', federationName: 'remote_roster', port: 4205 },
  { dir: 'remote-mytimes', federationName: 'remote_mytimes', port: 4206 },
];

const MOCK_API_PORT = Number(process.env.MOCK_API_PORT || 4300);

const envPort = (app) => Number(process.env[`PORT_${app.federationName.toUpperCase()}`] || app.port);

/** The map settings of a deployment; none set (the default) means the offline map. */
const MAP_ENV = { mapTileUrl: 'TIMES_MAP_TILE_URL', geocoderUrl: 'TIMES_GEOCODER_URL', mapsKey: 'TIMES_MAPS_KEY' };

/** The runtime config every app serves beside itself: the two API base URLs and any map settings. */
function runtimeConfig() {
  const first = process.env.TIMES_FIRST_API_URL || `http://${HOST}:${MOCK_API_PORT}`;
  const config = { firstApiUrl: first, timesApiUrl: process.env.TIMES_API_URL || first };
  for (const [field, name] of Object.entries(MAP_ENV)) if (process.env[name]) config[field] = process.env[name];
  return config;
}

/**
 * The browser origins of the apps (the shell's and every remote's, as served on HOST and their ports):
 * what the mock API lets call it (MOCK_API_ALLOWED_ORIGINS).
 */
function appOrigins() {
  return APPS.map((app) => `http://${HOST}:${envPort(app)}`);
}

/** The shell's runtime manifest of remotes. */
function remotesManifest() {
  return {
    remotes: APPS.filter((app) => !app.isHost).map((app) => ({
      name: app.federationName,
      entry:
        process.env[`REMOTE_URL_${app.federationName.toUpperCase()}`] ||
        `http://${HOST}:${envPort(app)}/remoteEntry.js`,
    })),
  };
}

module.exports = { APPS, HOST, MOCK_API_PORT, appOrigins, envPort, runtimeConfig, remotesManifest };
