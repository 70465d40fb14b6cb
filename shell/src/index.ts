import { preloadRemoteEntry } from './app/preload-remote';

// The page's remote entry downloads while the shell's own code does.
preloadRemoteEntry();
// The async boundary lets Module Federation negotiate shared singletons before any app code runs.
// Named so the build can preload its chunks from the page (webpack/preload-startup-chunks.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
