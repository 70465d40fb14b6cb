// One webpack + Module Federation factory for the shell and every remote; each app's config is a few lines.
import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { NormalModuleReplacementPlugin, type Configuration, type WebpackPluginInstance } from 'webpack';
import TerserPlugin from 'minimizer-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import APPS_FILE from './apps.json';
import { PreloadStartupChunksPlugin } from './webpack/preload-startup-chunks';

// For the apps' configs, which may import only this file of the build's own.
export { EmitJsonPlugin } from './webpack/emit-json-plugin';

/** Each app's folder name as apps.json lists it (the one list of front-end apps). */
export type AppName = keyof typeof APPS_FILE.apps;

/** A page a remote exposes to the shell: the file in src/pages (without .tsx) and the path it answers standalone. */
export interface RemotePage {
  file: string;
  path: string;
}

/** Module Federation container names must be JavaScript identifiers (seller_console, not seller-console). */
export const federationName = (app: string) => app.replace(/-/g, '_');

/** Where each remote's dev server serves its entry (the shell's dev manifest). */
export const devRemoteEntries = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(APPS_FILE.apps)
      .filter(([name]) => name !== APPS_FILE.host)
      .map(([name, app]) => [name, `http://localhost:${app.devPort}/remoteEntry.js`]),
  );

/**
 * The host hands its federation runtime to the remotes (experiments.provideExternalRuntime would add the plugin's
 * CommonJS build, which bundles a second, CommonJS copy of the runtime next to the host's own ES module copy).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** The shell hands its bundler runtime to the remotes too; a production remote takes it in place of its own copy. */
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'webpack', 'provide-bundler-runtime.js');
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;
const HOST_BUNDLER_RUNTIME = path.join(__dirname, 'webpack', 'host-bundler-runtime.js');

/** axios's fetch adapter, never used in the browser (XHR comes first), swapped for a null one (see the file). */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_FETCH_ADAPTER_ABSENT = path.join(__dirname, 'webpack', 'axios-fetch-adapter-absent.js');

/** PRODUCT.md §7: lazy-loaded code chunks have a 120-second load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Libraries the host and every remote must share as one instance (one React, one session store). Module Federation
 * shares a package whole (nothing is tree-shaken), so React Router is shared through @shop/shared/router, which
 * names only what the apps use: the rest of react-router-dom never ships (lint forbids importing it directly).
 */
const SINGLETONS = ['react', 'react-dom', 'zustand', 'styled-components', 'axios', '@shop/shared'];
/**
 * Entry points of @shop/shared shared as their own singletons (the package's version is theirs): the router, and
 * detail-ui, the shared UI a first visit to the catalogue does without (it loads with the first page using it).
 */
const SHARED_SUBPATHS = ['@shop/shared/router', '@shop/shared/detail-ui'];
/** Shared modules no first visit needs: the host provides them lazily; everything else it bundles into main.js. */
const LAZY_SHARED = new Set(['@shop/shared/detail-ui']);

export interface AppOptions {
  /** The app's folder (pass __dirname); its name is looked up in apps.json for the dev port and title. */
  dir: string;
  /** Pages this app exposes to the shell, from its src/pages.ts (remotes only): `./<Name>` → src/pages/<file>.tsx. */
  pages?: Record<string, RemotePage>;
  /** Runtime plugins for the MF runtime of this app (the host registers its remote-loading policy here). */
  runtimePlugins?: string[];
  /** Extra webpack plugins of this app. */
  plugins?: WebpackPluginInstance[];
  /** Extra dev-server settings (the shell serves a dev remotes manifest). */
  devServer?: DevServerConfiguration;
}

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  /** false: take the host's copy only, and build no fallback of one's own; a path: provide it even if never imported. */
  import?: false | string;
  /** Given with a path import, which has no package.json of its own to tell it. */
  version?: string;
  /** In the entry chunk: the host's copy, the only one (remotes bring none), is there with no round trip. */
  eager?: true;
}

/** Who builds: a production remote takes every shared module from the host, which then provides them all. */
interface SharingRole {
  isHost: boolean;
  production: boolean;
}

/**
 * A production remote runs only in the shell and takes every shared module from it. So the production host provides
 * every entry of @shop/shared, by path, even one it never imports itself (detail-ui): a provided module is only
 * registered, and downloads when a remote first asks for it. (In development each remote keeps its own copies.) The
 * host's first-visit modules are eager: one main.js instead of a dozen chunks (about 4 kB gzip less, and no round trip
 * after main.js to fetch them).
 */
function sharedSingletons(dir: string, { isHost, production }: SharingRole): Record<string, SharedSingleton> {
  const hostCopyOnly = production && !isHost;
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const versionOf = (name: string) => {
    const requiredVersion = pkg.dependencies[name];
    if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${name} (a shared singleton)`);
    return requiredVersion;
  };
  const own = (name: string) => {
    if (hostCopyOnly) return { import: false as const };
    return isHost && !LAZY_SHARED.has(name) ? { eager: true as const } : {};
  };
  return Object.fromEntries([
    ...SINGLETONS.map((name) => [name, { singleton: true as const, requiredVersion: versionOf(name), ...own(name) }]),
    ...SHARED_SUBPATHS.map((name) => {
      const version = versionOf('@shop/shared');
      const byPath = isHost && production ? { import: require.resolve(name, { paths: [dir] }), version } : {};
      return [name, { singleton: true as const, requiredVersion: version, ...own(name), ...byPath }];
    }),
  ]);
}

function appEntry(dir: string) {
  const name = path.basename(dir) as AppName;
  const app = APPS_FILE.apps[name];
  if (!app) throw new Error(`${name} is not listed in apps.json`);
  return { name, ...app };
}

export function createWebpackConfig(options: AppOptions) {
  const app = appEntry(options.dir);
  const exposes = options.pages
    ? Object.fromEntries(Object.entries(options.pages).map(([name, page]) => [`./${name}`, `./src/pages/${page.file}.tsx`]))
    : undefined;
  return (_env: unknown, argv: WebpackArgv): Configuration => {
    const production = argv.mode !== 'development';
    const isHost = app.name === APPS_FILE.host;
    // In production a remote uses the host's federation runtime (the shell provides it) instead of shipping a second
    // copy in its remoteEntry.js; its standalone page (which has no host) is the development server's.
    const hostRuntime = production && !isHost;
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // Remotes resolve their chunks relative to wherever their remoteEntry.js was loaded from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName(app.name),
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            // Type errors are reported once by `npm run typecheck`; the builds only transpile.
            options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.web.json') },
          },
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
          // Text constants only declare strings: a namespace import keeps just the sections a chunk reads.
          { test: /[\\/]src[\\/](.+[\\/])?(text[\\/][^\\/]+|[^\\/]+-text)\.ts$/, exclude: /node_modules/, sideEffects: false },
        ],
      },
      plugins: [
        new NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, AXIOS_FETCH_ADAPTER_ABSENT),
        ...(hostRuntime ? [new NormalModuleReplacementPlugin(BUNDLER_RUNTIME, HOST_BUNDLER_RUNTIME)] : []),
        new ModuleFederationPlugin({
          name: federationName(app.name),
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(options.dir, { isHost, production }),
          // The shell's copies are the ones (remotes bring none): "version-first" would fetch every registered remote's
          // entry to compare versions on the first shared import of a lazy chunk.
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost
            ? [...(options.runtimePlugins ?? []), PROVIDE_RUNTIME_PLUGIN, PROVIDE_BUNDLER_RUNTIME_PLUGIN]
            : options.runtimePlugins,
          dts: false,
          manifest: true,
          experiments: {
            // Remotes are named by remoteEntry.js URLs, never by mf-manifest.json: the snapshot code and Node paths never run.
            // A remote loads no remotes of its own, so its bundler runtime leaves out the remote-loading code (the
            // host keeps it: disableRemote would also strip loadRemote from the runtime it provides).
            optimization: { disableSnapshot: true, disableRemote: !isHost, target: 'web' },
            externalRuntime: hostRuntime,
          },
        }),
        ...(hostRuntime
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'shared', 'index.html'),
                title: app.title,
                chunks: ['main'],
                // The shell's header bar, painted with the page before any script runs; React replaces it on its first render.
                appShell: isHost ? fs.readFileSync(path.join(options.dir, 'app-shell.html'), 'utf8').trim() : '',
              }),
            ]),
        ...(isHost ? [new PreloadStartupChunksPlugin()] : []),
        ...(options.plugins ?? []),
      ],
      optimization: {
        // webpack's own minimizer and options, without the license banner line atop each chunk (about 60 B gzip a
        // file, a random hash that does not compress): the licences are still written beside it, <file>.LICENSE.txt.
        minimizer: [
          new TerserPlugin({
            extractComments: { condition: 'some', banner: false },
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // Remotes are loaded cross-origin by the shell, like separately deployed apps.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}` }],
        ...options.devServer,
      },
    };
  };
}
