import { isFailure, receiveAction, toStoreError, voidReceiveAction } from '../storeError';

describe('toStoreError', () => {
  it('keeps an Error message', () => {
    expect(toStoreError(new Error("The cart isn't active"))).toEqual({ message: "The cart isn't active" });
  });

  it('joins GraphQL error messages with ", " and prefers them over the summary message', () => {
    const combined = Object.assign(new Error('summary'), {
      errors: [{ message: 'Could not find a cart' }, { message: 'The requested qty is not available' }],
    });
    expect(toStoreError(combined)).toEqual({
      message: 'Could not find a cart, The requested qty is not available',
    });
    const legacy = { message: 'summary', graphQLErrors: [{ message: 'Unable to create cart' }] };
    expect(toStoreError(legacy)).toEqual({ message: 'Unable to create cart' });
  });

  it('falls back to the message when the error lists are empty or hold no messages', () => {
    expect(toStoreError(Object.assign(new Error('network down'), { errors: [] }))).toEqual({
      message: 'network down',
    });
    expect(toStoreError({ message: 'plain', errors: [{ code: 1 }, 'text'] })).toEqual({ message: 'text' });
    expect(toStoreError({ message: 'plain', errors: [{ code: 1 }] })).toEqual({ message: 'plain' });
  });

  it('marks a failure that got no answer (connection or 5xx), for the views to say so in words', () => {
    expect(toStoreError(new TypeError('Failed to fetch'))).toEqual({
      message: 'Failed to fetch',
      lostAnswer: true,
    });
    expect(toStoreError(new Error('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
  });

  it('accepts strings and gives a generic message for anything else', () => {
    expect(toStoreError('Missing required information: cartId')).toEqual({
      message: 'Missing required information: cartId',
    });
    expect(toStoreError('')).toEqual({ message: 'Unknown error' });
    expect(toStoreError(undefined)).toEqual({ message: 'Unknown error' });
    expect(toStoreError(null)).toEqual({ message: 'Unknown error' });
    expect(toStoreError({ message: 42 })).toEqual({ message: 'Unknown error' });
    expect(toStoreError(new Error(''))).toEqual({ message: 'Unknown error' });
  });
});

describe('receive action helpers', () => {
  it('build { type, payload } or { type, error }', () => {
    expect(receiveAction('x/receive', { payload: 1 })).toEqual({ type: 'x/receive', payload: 1 });
    expect(receiveAction('x/receive', { error: 'bad' })).toEqual({
      type: 'x/receive',
      error: { message: 'bad' },
    });
    expect(voidReceiveAction('x/receive', {})).toEqual({ type: 'x/receive' });
    expect(voidReceiveAction('x/receive', { error: undefined })).toEqual({
      type: 'x/receive',
      error: { message: 'Unknown error' },
    });
  });

  it('tell a failure by the presence of error, even an undefined one', () => {
    expect(isFailure({ error: undefined })).toBe(true);
    expect(isFailure({ payload: undefined })).toBe(false);
  });
});
