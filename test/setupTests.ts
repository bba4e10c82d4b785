import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetAskedQueries } from '../src/platform/apollo/askedQueries';
import { server } from './server';

// Trees render against the real embedded backend: on a busy machine (CI shares its cores) a page
// can take more than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no media playback: play() and pause() are quiet no-ops (video backgrounds call them).
if (typeof HTMLMediaElement !== 'undefined') {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value: () => Promise.resolve(),
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => {} });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Each test starts a new page: no query asked yet.
  resetAskedQueries();
});
afterAll(() => server.close());
