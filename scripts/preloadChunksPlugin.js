// Adds <link rel="preload"> tags to index.html for named async chunk groups that every page needs
// at once (the data layer), so the browser fetches them in parallel with the entry instead of
// after it has run.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadChunksPlugin {
  constructor(groupNames) {
    this.groupNames = groupNames;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadChunksPlugin',
        (data) => {
          const publicPath =
            compilation.outputOptions.publicPath === 'auto' ? '/' : compilation.outputOptions.publicPath;
          const initial = new Set(
            data.headTags.concat(data.bodyTags).map((tag) => tag.attributes?.src ?? tag.attributes?.href),
          );
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            if (!this.groupNames.includes(group.name)) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
          }
          for (const file of files) {
            const href = `${publicPath}${file}`;
            if (initial.has(href) || !/\.(js|css)$/.test(file)) continue;
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', href, as: file.endsWith('.css') ? 'style' : 'script' },
            });
          }
          return data;
        },
      );
    });
  }
}

module.exports = PreloadChunksPlugin;
