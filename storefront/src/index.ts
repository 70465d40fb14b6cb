// Standalone entry for the storefront team (`npm run dev -w storefront`); the shell uses remoteEntry.js.
import('./standalone');
