// react-router 7 ships dist/development and dist/production builds, but its package.json exports
// map resolves the development one for every bundler and mode (remix-run/react-router#12532,
// #14102), so production bundles got its development warnings (ENABLE_DEV_WARNINGS = true).
// Production builds alias its public entry points to the matching dist/production files.
const path = require('node:path');
const fs = require('node:fs');

// Any entry of the package locates its root; package.json itself is not exported.
let root = path.dirname(require.resolve('react-router'));
while (!fs.existsSync(path.join(root, 'package.json'))) root = path.dirname(root);

const productionDir = path.join(root, 'dist', 'production');

/** webpack resolve.alias entries: exact requests → production ES module builds. */
const productionAliases = {
  'react-router$': path.join(productionDir, 'index.mjs'),
  'react-router/dom$': path.join(productionDir, 'dom-export.mjs'),
};
for (const [request, file] of Object.entries(productionAliases)) {
  if (!fs.existsSync(file)) {
    throw new Error(
      `react-router's production build is not at ${file} (${request}): update scripts/build/reactRouter.js`,
    );
  }
}

module.exports = {};
