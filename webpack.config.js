// Production and development builds of the storefront. Route components are split with
// React.lazy / import(); vendor code goes in long-lived, content-hashed chunks.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const ChunkGroupsPlugin = require('./scripts/chunkGroupsPlugin');
const PreloadChunksPlugin = require('./scripts/preloadChunksPlugin');
const formatjs = require('./scripts/build/formatjs');
const reactRouter = require('./scripts/build/reactRouter');
const serverConfig = require('./scripts/build/serverConfig');

const BREAKPOINTS_CSS = path.resolve(__dirname, 'src/styles/breakpoints.css');
const pureReactStaticsPlugin = path.resolve(__dirname, 'scripts/build/babelPluginPureReactStatics.js');
// babel-loader's cache key covers Babel's and its own versions and the options, not a local
// plugin's source: key it to the plugin's content too, so editing the plugin rebuilds.
const pureReactStaticsCacheKey = `${require('@babel/core').version}:${createHash('sha256')
  .update(fs.readFileSync(pureReactStaticsPlugin))
  .digest('hex')}`;

/** An SVG file as a data URL (percent-encoded, which keeps SVG smaller than base64). */
const svgDataUrl = (file) =>
  `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim()).replace(/%20/g, ' ')}`;

function browserConfig(argv) {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    // The server build (serverConfig.js) names class names from the same folder: they match.
    context: __dirname,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // 'es2015': rxjs's ES2015+ build instead of its ES5 one (classes and spread instead of
      // tslib helpers), which every browser in .browserslistrc runs.
      conditionNames: ['es2015', '...'],
      alias: {
        // Messages reach the browser precompiled to ASTs (defaultMessage by babel-plugin-formatjs,
        // i18n/*.json by scripts/build/icuCatalogueLoader.js), so react-intl needs no ICU parser:
        // formatjs's documented 'no-parser' entry keeps its types and type guards only.
        '@formatjs/icu-messageformat-parser$': formatjs.noParserPath,
        // react-router's exports map only points at its development build (see the file).
        ...(production ? reactRouter.productionAliases : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // envName: babel.config.js reads api.env(); without it Babel falls back to NODE_ENV, which
          // webpack does not set for its own process, so production builds got the dev JSX transform.
          use: {
            loader: 'babel-loader',
            options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
          },
        },
        {
          // react-router ships one prebuilt file of all its components; make the unused ones
          // removable by tree shaking (see scripts/build/babelPluginPureReactStatics.js).
          test: /\.m?js$/,
          include: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/,
          use: {
            loader: 'babel-loader',
            options: {
              babelrc: false,
              configFile: false,
              cacheDirectory: true,
              cacheIdentifier: pureReactStaticsCacheKey,
              compact: false,
              sourceType: 'module',
              plugins: [pureReactStaticsPlugin],
            },
          },
        },
        {
          // Locale catalogues: ICU strings in the repository, message ASTs in the bundle.
          test: /\.json$/,
          include: path.resolve(__dirname, 'i18n'),
          type: 'json',
          use: {
            loader: path.resolve(__dirname, 'scripts/build/icuCatalogueLoader.js'),
            // Production: messages the source already carries as its defaults stay out of it.
            options: production ? { defaultsFrom: path.resolve(__dirname, 'src') } : {},
          },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                importLoaders: 1,
                modules: {
                  auto: true,
                  namedExport: true,
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
                },
              },
            },
            {
              // Breakpoints by name: `@media (--from-md)` becomes `@media (min-width: 768px)`.
              // breakpoints.css (written from src/styles/breakpoints.ts) defines the names for
              // every style sheet and leaves nothing of its own in the output.
              loader: 'postcss-loader',
              options: {
                postcssOptions: {
                  config: false,
                  plugins: [
                    require('@csstools/postcss-global-data')({ files: [BREAKPOINTS_CSS] }),
                    require('postcss-custom-media')(),
                  ],
                },
              },
            },
          ],
        },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        // The favicon (a few hundred bytes of SVG) goes in the page as a data URL: the browser
        // asks for nothing after the load event (a first visit's favicon request otherwise takes
        // one of the page's six connections while the page is still rendering).
        templateParameters: { faviconHref: svgDataUrl(path.resolve(__dirname, 'public/favicon.svg')) },
        scriptLoading: 'defer',
        minify: production && { collapseWhitespace: true, removeComments: true, minifyCSS: true },
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
      new CopyPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] } },
          // The start of a page sent with its preview (scripts/lib/preview.ts finds it by name).
          { from: 'src/start/start.js', to: production ? 'js/start.[contenthash:8].js' : 'js/start.js' },
        ],
      }),
      new ChunkGroupsPlugin(),
      new PreloadChunksPlugin(['data-layer', 'i18n-en_US-json'], {
        fonts: /oswald-core-wght\.[0-9a-f]+\.woff2$/,
      }),
      ...(production
        ? [
            // sw/sw.ts → /sw.js with the precache manifest: the shell, hashed JS/CSS, fonts and
            // icons; not source maps, compressed twins or build reports.
            new InjectManifest({
              swSrc: './sw/sw.ts',
              swDest: 'sw.js',
              exclude: [
                /\.map$/,
                /\.(br|gz)$/,
                /LICENSE/,
                /chunk-groups\.json$/,
                /robots\.txt$/,
                /apple-touch-icon/,
              ],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            }),
            new CompressionPlugin({ test: /\.(js|css|html|svg|json|txt|webmanifest)$/, threshold: 512 }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json|txt|webmanifest)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 512,
            }),
          ]
        : []),
    ],
    optimization: {
      // The webpack runtime is part of the entry chunk: one request fewer before the first render
      // (over HTTP/1.1 a page's first requests queue for six connections per host).
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        // Shared code is split out only in pieces worth a request of their own; smaller shared
        // modules go with each chunk that needs them.
        minSize: 30000,
        // The named vendor chunks hold only what the entry (the first render) needs:
        // chunks: 'initial' keeps library code that only lazy routes use (another Apollo hook,
        // say) in those routes' chunks, instead of growing what every page loads first.
        cacheGroups: {
          // React, the router and react-intl: the entry's libraries, in one request.
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|intl-messageformat|@formatjs)[\\/]/,
            name: 'vendor-react',
            chunks: 'initial',
            priority: 20,
          },
          // The data layer (Apollo and its dependencies) loads beside the entry, not inside it:
          // one long-lived chunk shared by the data layer and every page.
          apollo: {
            test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|zen-observable.*)[\\/]/,
            name: 'vendor-apollo',
            chunks: 'all',
            priority: 20,
          },
          // The form libraries, shared by every page with a form (and the newsletter): one
          // chunk rather than one per library.
          forms: {
            test: /[\\/]node_modules[\\/](formik|yup|lodash-es|react-fast-compare|deepmerge|hoist-non-react-statics|react-is|tiny-warning|tiny-case|property-expr|toposort)[\\/]/,
            name: 'vendor-forms',
            chunks: 'async',
            priority: 20,
          },
        },
      },
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

// Production builds the server's preview renderer too (scripts/build/serverConfig.js).
module.exports = (_env, argv = {}) => {
  const browser = browserConfig(argv);
  return browser.mode === 'production' ? [browser, serverConfig(browser)] : browser;
};
