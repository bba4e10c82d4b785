/* global describe, it, expect, afterEach */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

// In Node itself: babel-plugin-formatjs is an ES module, which jest's module system cannot load.
const collect = (sourceDirectory) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '-e',
        `require(${JSON.stringify(require.resolve('../build/defaultMessages'))})
          .collectDefaultMessages(process.argv[1])
          .then(({ defaults, files }) => process.stdout.write(JSON.stringify({ defaults: [...defaults], files })));`,
        sourceDirectory,
      ],
      { encoding: 'utf8' },
    ),
  );

let directory;
const write = (name, code) => {
  fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
  fs.writeFileSync(path.join(directory, name), code);
};

afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('collectDefaultMessages (what the production catalogue leaves out)', () => {
  it('reads the defaults babel-plugin-formatjs compiles, and only those', () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'default-messages-'));
    write(
      'a/Greeting.tsx',
      `import { FormattedMessage } from 'react-intl';
       export const Greeting = <T,>() => <FormattedMessage id="greeting" defaultMessage="Hello {name}" values={{ name: 'Ada' }} />;`,
    );
    write(
      'b/messages.ts',
      `import { defineMessages } from 'react-intl';
       export const messages = defineMessages({ total: { id: 'total', defaultMessage: 'Total' }, twice: { id: 'twice', defaultMessage: 'Once' } });
       export const cast = <T>(value: unknown) => value as T;`,
    );
    // A plain object is not compiled by the plugin: its message must stay in the catalogue.
    write('c/plain.ts', `export const plain = { id: 'plain', defaultMessage: 'Plain' };`);
    write(
      'd/Twice.tsx',
      `import { FormattedMessage } from 'react-intl'; export const T = () => <FormattedMessage id="twice" defaultMessage="Twice" />;`,
    );
    write('a/__tests__/Greeting.test.tsx', `<FormattedMessage id="fromTest" defaultMessage="Test" />`);

    const { defaults, files } = collect(directory);
    expect(Object.fromEntries(defaults)).toEqual({ greeting: 'Hello {name}', total: 'Total', twice: null });
    expect(files.map((file) => path.relative(directory, file)).sort()).toEqual([
      'a/Greeting.tsx',
      'b/messages.ts',
      'c/plain.ts',
      'd/Twice.tsx',
    ]);
  });
});
