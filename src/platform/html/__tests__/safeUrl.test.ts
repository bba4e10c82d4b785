import { isSafeUrl } from '../safeUrl';

describe('isSafeUrl', () => {
  it('allows relative, http(s), mailto and tel URLs only', () => {
    for (const url of [
      '/a',
      'a.html',
      '#x',
      '?q=1',
      'https://x.test',
      'http://x.test',
      'mailto:a@b.c',
      'tel:+1',
    ]) {
      expect(isSafeUrl(url)).toBe(true);
    }
    for (const url of [
      'javascript:x',
      ' javascript:x',
      'JAVASCRIPT:x',
      'java\nscript:x',
      'data:text/html,x',
      'file:///etc',
    ]) {
      expect(isSafeUrl(url)).toBe(false);
    }
  });
});
