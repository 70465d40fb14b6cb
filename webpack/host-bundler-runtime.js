// Stands in for @module-federation/webpack-bundler-runtime in a production remote (webpack.config.base.ts): the
// functions are the shell's (webpack/provide-bundler-runtime.js), as its federation runtime core already is; the
// state (instance, options, share scopes) stays this remote's own, as its own copy would keep it.
// The remote's own runtime entry: its init() finds the remote's instance by this build's identifier (the shell's
// would find the shell's instance and refuse the remote's name).
import * as runtime from '@module-federation/runtime';

const host = globalThis._SHOP_FEDERATION_BUNDLER_RUNTIME;
if (!host) throw new Error("This remote runs inside the shop's shell, which provides its Module Federation runtime.");

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
