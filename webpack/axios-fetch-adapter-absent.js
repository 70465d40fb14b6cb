// Stands in for axios/lib/adapters/fetch.js in the browser builds (webpack.config.base.ts): axios picks its XHR
// adapter first in a browser and the apps never ask for `adapter: 'fetch'`, so the fetch adapter (about 5 kB gzip
// with its stream and form helpers) would only be dead weight on every first visit. axios reads a null adapter as
// "not available here", the same answer it gives where fetch does not exist.
export const getFetch = () => null;

export default null;
