// Writes a JSON file of facts the build knows into dist/, for the server to read (e.g. first-visit preload hints).
import { sources, type Compiler } from 'webpack';

export class EmitJsonPlugin {
  constructor(
    private readonly file: string,
    private readonly content: () => unknown,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new sources.RawSource(`${JSON.stringify(this.content(), null, 2)}\n`));
      });
    });
  }
}
