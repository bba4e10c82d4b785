// Adds <link rel="preload"> tags to index.html for named async chunk groups that every page needs
// at once (the data layer), so the browser fetches them in parallel with the entry instead of
// after it has run, and for the emitted fonts whose names match `fonts` (the brand face's small
// core file, which the first paint's display type uses), so the font does not wait until the CSS
// has been applied and text laid out to be discovered.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadChunksPlugin {
  constructor(groupNames, { fonts = null } = {}) {
    this.groupNames = groupNames;
    this.fonts = fonts;
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
          if (this.fonts) {
            for (const file of Object.keys(compilation.assets).filter((name) => this.fonts.test(name))) {
              data.headTags.push({
                tagName: 'link',
                voidTag: true,
                // Fonts are fetched in CORS mode: the preload must be too, or it is not reused.
                attributes: {
                  rel: 'preload',
                  href: `${publicPath}${file}`,
                  as: 'font',
                  type: 'font/woff2',
                  crossorigin: '',
                },
              });
            }
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
