import { createWebpackConfig } from '../webpack.config.base';
import { PAGES } from './src/pages';

// The pages this remote exposes are declared once, in src/pages.ts.
export default createWebpackConfig({ dir: __dirname, pages: PAGES });
