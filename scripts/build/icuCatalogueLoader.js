// webpack loader for i18n/<locale>.json. The catalogues are edited as plain ICU message strings
// ({ id: "Prices in {currency}" }); the bundle gets them compiled to message ASTs
// ({ id: [...] }), exactly what `formatjs compile --ast` outputs, so react-intl never has to
// parse a message in the browser and the ICU parser is left out of the bundle (see the
// '@formatjs/icu-messageformat-parser' alias in webpack.config.js).
// The output stays JSON, so `import('../i18n/<name>.json')` keeps working unchanged.
const { pathToFileURL } = require('node:url');
const { parserPath } = require('./formatjs');

let parserModule;
const loadParser = () => (parserModule ??= import(pathToFileURL(parserPath).href));

module.exports = function icuCatalogueLoader(source) {
  const callback = this.async();
  const file = this.resourcePath;
  loadParser()
    .then(({ parse }) => {
      const messages = JSON.parse(source);
      if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) {
        throw new Error(`${file}: a message catalogue must be a JSON object of id → ICU message`);
      }
      const compiled = {};
      for (const [id, message] of Object.entries(messages)) {
        if (typeof message !== 'string') {
          throw new Error(`${file}: message "${id}" is not a string`);
        }
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
