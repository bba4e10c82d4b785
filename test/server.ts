import { setupServer } from 'msw/node';
import { handlers } from '../mock-backend/handlers';

/** The embedded backend behind msw for every jest test. */
export const server = setupServer(...handlers);
