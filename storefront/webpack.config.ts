import { createWebpackConfig, EmitJsonPlugin } from '../webpack.config.base';
import { FIRST_REQUESTS } from './src/first-requests';
import { PAGES } from './src/pages';

// The pages this remote exposes are declared once, in src/pages.ts; the server preloads their first API reads.
export default createWebpackConfig({
  dir: __dirname,
  pages: PAGES,
  plugins: [
    new EmitJsonPlugin('first-requests.json', () => Object.fromEntries(Object.entries(FIRST_REQUESTS).map(([name, urls]) => [`./${name}`, urls]))),
  ],
});
