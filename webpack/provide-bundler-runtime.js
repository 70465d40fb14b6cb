// The shell's runtime plugin that hands its Module Federation bundler runtime to the remotes, so no production
// remoteEntry.js carries a copy of its own (about 4 kB gzip each): see webpack/host-bundler-runtime.js.
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves initContainerEntry out of the bundler runtime; the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

// Read by webpack/host-bundler-runtime.js (the same name is written there).
globalThis._SHOP_FEDERATION_BUNDLER_RUNTIME = {
  attachShareScopeMap: federation.attachShareScopeMap,
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
};

export default function provideBundlerRuntime() {
  return { name: 'provide-bundler-runtime' };
}
