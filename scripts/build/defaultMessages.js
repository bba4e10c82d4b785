// The default messages the source carries (each `defaultMessage` babel-plugin-formatjs compiles
// into the bundle), by id: read with the same plugin the build uses, so exactly the messages the
// bundle has without a catalogue. An id given two different defaults maps to null.
const fs = require('node:fs');
const path = require('node:path');
const babel = require('@babel/core');

const SOURCE = /\.(tsx?|jsx?)$/;
const SKIPPED_DIRECTORIES = new Set(['__tests__', '__generated__']);

function sourceFiles(directory, into = []) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) sourceFiles(file, into);
    } else if (SOURCE.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name)) {
      into.push(file);
    }
  }
  return into;
}

/**
 * Map of id → default message (null when the source gives one id different defaults), and the
 * files read. Asynchronous: babel-plugin-formatjs is an ES module.
 */
async function collectDefaultMessages(sourceDirectory) {
  const defaults = new Map();
  const files = sourceFiles(sourceDirectory);
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    if (!code.includes('defaultMessage')) continue;
    const syntax = /\.[jt]sx$/.test(file) ? ['typescript', 'jsx'] : ['typescript'];
    await babel.transformAsync(code, {
      filename: file,
      babelrc: false,
      configFile: false,
      code: false,
      parserOpts: { plugins: syntax },
      plugins: [
        [
          'formatjs',
          {
            onMsgExtracted: (_file, messages) => {
              for (const { id, defaultMessage } of messages) {
                if (typeof defaultMessage !== 'string') continue;
                const known = defaults.get(id);
                defaults.set(id, known === undefined || known === defaultMessage ? defaultMessage : null);
              }
            },
          },
        ],
      ],
    });
  }
  return { defaults, files };
}

module.exports = { collectDefaultMessages };
