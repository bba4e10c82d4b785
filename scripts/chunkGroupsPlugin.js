// Writes dist/chunk-groups.json: for every entry and named dynamic import (webpackChunkName),
// the JS and CSS files the browser loads for it. The bundle budget and the server read it.
class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const group of compilation.chunkGroups) {
            if (!group.name) continue;
            const files = new Set();
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
            groups[group.name] = [...files].filter((file) => /\.(js|css)$/.test(file));
          }
          const json = JSON.stringify(groups, null, 2);
          compilation.emitAsset('chunk-groups.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}
module.exports = ChunkGroupsPlugin;
