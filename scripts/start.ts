/**
 * `npm start`: webpack-dev-server with hot reloading on http://localhost:8080 and the embedded
 * Magento-compatible backend answering /graphql, /rest and /media in the same process.
 */
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { backendMiddleware } from '../mock-backend/node/middleware';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const createConfig = require('../webpack.config.js') as (
  env: unknown,
  argv: { mode: string },
) => webpack.Configuration;

const port = Number(process.env.PORT ?? 8080);
const compiler = webpack(createConfig({}, { mode: 'development' }));
const server = new WebpackDevServer(
  {
    port,
    host: process.env.HOST ?? 'localhost',
    hot: true,
    historyApiFallback: { disableDotRule: true },
    static: false,
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({ name: 'embedded-magento-backend', middleware: backendMiddleware() });
      return middlewares;
    },
  },
  compiler,
);

server.startCallback((error) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(`Storefront on http://localhost:${port} (embedded backend at /graphql, /rest, /media)`);
});
