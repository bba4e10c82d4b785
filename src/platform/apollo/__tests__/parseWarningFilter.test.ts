import { installParseWarningFilter, isParseWarning, PARSE_WARNING_PATTERN } from '../parseWarningFilter';

describe('parseWarningFilter', () => {
  it('recognises "Attempting to get field ... but it does not exist" warnings only', () => {
    expect(isParseWarning(['Attempting to get field "border" but it does not exist'])).toBe(true);
    expect(
      isParseWarning([new Error('Attempting to get field min_height but it does not exist on row')]),
    ).toBe(true);
    expect(isParseWarning(['Attempting to get field %s but it does not exist', 'x'])).toBe(true);
    expect(isParseWarning(['Failed to register SW.'])).toBe(false);
    expect(isParseWarning([{ message: 'Attempting to get field x but it does not exist' }])).toBe(false);
    expect(isParseWarning([])).toBe(false);
    expect(PARSE_WARNING_PATTERN.test('Attempting to get field a.b but it does not exist')).toBe(true);
  });

  it('hides parse warnings, passes everything else through, installs once and uninstalls', () => {
    const warn = jest.fn();
    const target = { warn };

    const uninstall = installParseWarningFilter(target);
    expect(installParseWarningFilter(target)).toBe(uninstall);
    target.warn('Attempting to get field "cssClasses" but it does not exist');
    target.warn('Failed to register SW.', 42);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Failed to register SW.', 42);

    uninstall();
    expect(target.warn).toBe(warn);
  });

  it('wraps console.warn by default', () => {
    const original = console.warn;
    const spy = jest.fn();
    console.warn = spy;
    try {
      const uninstall = installParseWarningFilter();
      console.warn('Attempting to get field x but it does not exist');
      console.warn('kept');
      uninstall();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(console.warn).toBe(spy);
    } finally {
      console.warn = original;
    }
  });
});
