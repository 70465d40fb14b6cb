// Standalone entry for this remote's team (`npm run dev -w admin-console`); the shell uses remoteEntry.js.
import('./standalone');
