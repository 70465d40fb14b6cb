// The shell's page lists the chunks its entry loads at once (the `bootstrap` import and what it needs) as
// `<link rel="preload">`, so they download alongside main.js instead of after it has run; main.js itself comes first.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** The name src/index.ts gives its first dynamic import. */
export const STARTUP_CHUNK_GROUP = 'bootstrap';

export class PreloadStartupChunksPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const group = compilation.namedChunkGroups.get(STARTUP_CHUNK_GROUP);
        if (!group) throw new Error(`The shell's entry has no import named "${STARTUP_CHUNK_GROUP}" to preload`);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        // main.js runs first and everything waits for it: a deferred script is fetched at low priority by default.
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
