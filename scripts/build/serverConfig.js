// The server's build of the app (webpack.config.js builds it beside the browser's in production):
// src/preview.tsx (a page's first view rendered on the server, scripts/lib/preview.ts) into
// dist-server/, outside what the server serves. It shares the browser build's module rules, so
// components, messages and asset URLs are the same; style sheets give only their class names
// (the same names as the browser build's), the browser build emits the files.
const path = require('node:path');
const webpack = require('webpack');

const ROOT = path.resolve(__dirname, '..', '..');

/** The server build's configuration, from the browser build's. */
module.exports = (browser) => {
  const production = browser.mode === 'production';
  const rules = browser.module.rules.map((rule) => {
    if (String(rule.test) !== String(/\.css$/)) return rule;
    const [, cssLoader] = rule.use;
    return {
      test: /\.css$/,
      use: [
        {
          ...cssLoader,
          options: {
            ...cssLoader.options,
            importLoaders: 0,
            modules: { ...cssLoader.options.modules, exportOnlyLocals: true },
          },
        },
      ],
    };
  });
  return {
    name: 'server',
    mode: browser.mode,
    target: 'node20',
    context: ROOT,
    entry: { preview: './src/preview.tsx' },
    output: {
      path: path.join(ROOT, 'dist-server'),
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: browser.output.assetModuleFilename,
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    // jsdom (the server's HTML parser for rich content) is loaded from node_modules as it is.
    externals: { jsdom: 'commonjs jsdom' },
    resolve: browser.resolve,
    module: {
      rules: rules.map((rule) =>
        rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    plugins: [
      // One file: the server loads it once and keeps it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
};
