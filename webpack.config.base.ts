// One webpack + Module Federation factory for the shell and every remote; each app's config is a few lines.
import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** SPEC section 7: lazy-loaded code chunks have a 120-second load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Libraries the host and every remote must share as one instance (one React, one session store). */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'styled-components', 'axios', '@shop/shared'];

export interface AppOptions {
  /** Module Federation container name; must be a JavaScript identifier (seller_console, not seller-console). */
  federationName: string;
  /** The app's folder (pass __dirname). */
  dir: string;
  /** Dev-server port used by `npm run dev`. */
  devPort: number;
  /** Modules this app exposes to the shell (remotes only). */
  exposes?: Record<string, string>;
  /** Runtime plugins for the MF runtime of this app (the host registers its remote-loading policy here). */
  runtimePlugins?: string[];
  /** Page title for the generated index.html. */
  title: string;
  /** Extra dev-server settings (the shell serves a dev remotes manifest). */
  devServer?: DevServerConfiguration;
}

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

function sharedSingletons(dir: string): Record<string, { singleton: true; requiredVersion: string }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = pkg.dependencies[name];
      if (!requiredVersion) throw new Error(`${dir}/package.json must depend on ${name} (a shared singleton)`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

export function createWebpackConfig(options: AppOptions) {
  return (_env: unknown, argv: WebpackArgv): Configuration => {
    const production = argv.mode !== 'development';
    const isHost = !options.exposes;
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
        uniqueName: options.federationName,
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
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.federationName,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          shared: sharedSingletons(options.dir),
          runtimePlugins: options.runtimePlugins,
          dts: false,
          manifest: true,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'shared', 'index.html'),
          title: options.title,
          chunks: ['main'],
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: options.devPort,
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
