/**
 * The one webpack + Module Federation config used by the shell and every remote.
 * A host declares no remotes: it registers them at run time from remotes.json.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./sharedModules.cjs');
const { loadSdkFixture } = require('./sdkFixture.cjs');
const { runtimeConfig, remotesManifest } = require('./apps.cjs');

/**
 * Emits JSON files (runtime config, remotes manifest) that a deployment may rewrite later, and an app's other
 * files served beside it as they are (a string: e.g. the shell's My Times service worker).
 */
class EmitJsonPlugin {
  constructor(files) {
    this.files = files;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(this.files)) {
            const text = typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`;
            compilation.emitAsset(file, new webpack.sources.RawSource(text));
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir absolute folder of the app (holds package.json, src/, public/)
 * @param {string} options.federationName identifier-safe federation name, e.g. remote_public
 * @param {Record<string, string|object>} [options.files] more files served beside the app: a string as it is, an
 *   object as JSON (the shell's My Times manifest and service worker)
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {boolean} [options.isHost] the shell
 * @param {string} options.title page title of the app's own html page
 */
function createAppConfig({ appDir, federationName, exposes = {}, isHost = false, title, files = {} }) {
  const pkg = require(path.join(appDir, 'package.json'));
  const outDir = process.env.TIMES_OUT_DIR ? path.resolve(process.env.TIMES_OUT_DIR) : path.join(appDir, 'dist');
  const buildId = process.env.TIMES_BUILD_ID || new Date().toISOString();
  const isProduction = process.env.NODE_ENV !== 'development';
  const fixture = loadSdkFixture();

  return {
    mode: isProduction ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      // Entry names cannot carry [contenthash] with federation; chunks can.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: federationName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: fixture.alias },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(__dirname, '..', '..', 'tsconfig.json'),
              compilerOptions: { noEmit: false, sourceMap: false },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|woff2?)$/, type: 'asset/resource' },
        // CSS of a library (e.g. leaflet) as text, injected by the component that needs it.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_BUILD__: JSON.stringify({ name: pkg.name, version: pkg.version, buildId }),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes: { ...exposes, ...fixture.exposes },
        shared: sharedConfig(fixture.versions),
        // The shell's copy of every stateful singleton wins, whoever loads it first (shell/src/federation/hostFirstShares.ts).
        runtimePlugins: isHost ? [path.join(appDir, 'src/federation/hostFirstShares.ts')] : [],
        dts: false,
        manifest: false,
        experiments: {
          optimization: isHost
            ? { disableSnapshot: true, target: 'web' }
            : { disableSnapshot: true, disableRemote: true, target: 'web' },
        },
      }),
      new EmitJsonPlugin({
        ...files,
        ...(isHost
          ? { 'runtime-config.json': runtimeConfig(), 'remotes.json': remotesManifest() }
          : { 'runtime-config.json': runtimeConfig() }),
      }),
      new HtmlWebpackPlugin({
        title,
        template: path.join(__dirname, 'index.html'),
        chunks: ['main'],
        // The page is served at deep links (/approot/login): load main.js from the root; its chunks
        // then follow output.publicPath ('auto' for a remote: the folder main.js came from).
        publicPath: '/',
      }),
    ],
    optimization: {
      minimize: isProduction,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig };
