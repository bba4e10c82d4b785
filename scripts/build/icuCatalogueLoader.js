// webpack loader for i18n/<locale>.json. The catalogues are edited as plain ICU message strings
// ({ id: "Prices in {currency}" }); the bundle gets them compiled to message ASTs
// ({ id: [...] }), exactly what `formatjs compile --ast` outputs, so react-intl never has to
// parse a message in the browser and the ICU parser is left out of the bundle (see the
// '@formatjs/icu-messageformat-parser' alias in webpack.config.js).
// The output stays JSON, so `import('../i18n/<name>.json')` keeps working unchanged.
//
// With the `defaultsFrom` option (a source directory; production builds), a message identical to
// the `defaultMessage` the source already carries compiled is left out: react-intl falls back to
// that default, so the catalogue the browser loads before the first render holds only what the
// source does not (messages the locale words differently, and those whose default is not
// compiled). For en_US that is most of it.
const { pathToFileURL } = require('node:url');
const { parserPath } = require('./formatjs');
const { collectDefaultMessages } = require('./defaultMessages');

let parserModule;
const loadParser = () => (parserModule ??= import(pathToFileURL(parserPath).href));
/** Default messages by source directory, read once per build. */
const defaultsByDirectory = new Map();

function defaultsIn(directory) {
  let read = defaultsByDirectory.get(directory);
  if (!read) {
    read = collectDefaultMessages(directory);
    defaultsByDirectory.set(directory, read);
  }
  return read;
}

module.exports = function icuCatalogueLoader(source) {
  const callback = this.async();
  const file = this.resourcePath;
  const { defaultsFrom } = this.getOptions() ?? {};
  Promise.all([loadParser(), defaultsFrom ? defaultsIn(defaultsFrom) : { defaults: new Map(), files: [] }])
    .then(([{ parse }, { defaults, files }]) => {
      files.forEach((sourceFile) => this.addDependency(sourceFile));
      const messages = JSON.parse(source);
      if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) {
        throw new Error(`${file}: a message catalogue must be a JSON object of id → ICU message`);
      }
      const compiled = {};
      for (const [id, message] of Object.entries(messages)) {
        if (typeof message !== 'string') {
          throw new Error(`${file}: message "${id}" is not a string`);
        }
        if (defaults.get(id) === message) continue;
        try {
          compiled[id] = parse(message);
        } catch (error) {
          throw new Error(
            `${file}: message "${id}" is not valid ICU MessageFormat (${error.message}): ${message}`,
          );
        }
      }
      callback(null, JSON.stringify(compiled));
    })
    .catch((error) => callback(error));
};
