import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// Trees render against the real embedded backend: on a busy machine (CI shares its cores) a page
// can take more than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
