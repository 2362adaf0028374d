module.exports = {
  ...require('./createAppConfig.cjs'),
  ...require('./sharedModules.cjs'),
  ...require('./apps.cjs'),
};
