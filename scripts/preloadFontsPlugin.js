// Adds <link rel="preload" as="font"> to index.html for the emitted font files whose names match,
// so the face the first render uses downloads with the CSS instead of after it has been parsed.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadFontsPlugin {
  /** @param {RegExp} pattern matched against emitted asset names (e.g. /oswald-latin-wght-normal/) */
  constructor(pattern) {
    this.pattern = pattern;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadFontsPlugin',
        (data) => {
          const publicPath =
            compilation.outputOptions.publicPath === 'auto' ? '/' : compilation.outputOptions.publicPath;
          const fonts = Object.keys(compilation.assets).filter(
            (name) => /\.woff2$/.test(name) && this.pattern.test(name),
          );
          for (const file of fonts) {
            data.headTags.unshift({
              tagName: 'link',
              voidTag: true,
              attributes: {
                rel: 'preload',
                href: `${publicPath}${file}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
              },
            });
          }
          return data;
        },
      );
    });
  }
}

module.exports = PreloadFontsPlugin;
