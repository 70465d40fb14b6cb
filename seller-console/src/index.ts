// Standalone entry for this remote's team (`npm run dev -w seller-console`); the shell uses remoteEntry.js.
import('./standalone');
