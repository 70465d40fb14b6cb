import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The constants entry, not the package: runtime plugins run before shared modules are negotiated.
import { CHUNK_LOAD_TIMEOUT_MS } from '@shop/shared/constants';

/**
 * The MF runtime gives a remote entry script 20 s by default; the product rules allow lazy code 120 s,
 * so slow networks still get the page instead of the unavailable panel.
 */
export default function remoteLoadPolicy(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-load-policy',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
  };
}
