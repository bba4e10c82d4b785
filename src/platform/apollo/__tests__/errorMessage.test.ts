import { toErrorMessage } from '../errorMessage';

describe('toErrorMessage', () => {
  it('keeps an Error message', () => {
    expect(toErrorMessage(new Error("The cart isn't active"))).toEqual({ message: "The cart isn't active" });
  });

  it('joins GraphQL error messages with ", " and prefers them over the summary message', () => {
    const combined = Object.assign(new Error('summary'), {
      errors: [{ message: 'Could not find a cart' }, { message: 'The requested qty is not available' }],
    });
    expect(toErrorMessage(combined)).toEqual({
      message: 'Could not find a cart, The requested qty is not available',
    });
    const legacy = { message: 'summary', graphQLErrors: [{ message: 'Unable to create cart' }] };
    expect(toErrorMessage(legacy)).toEqual({ message: 'Unable to create cart' });
  });

  it('falls back to the message when the error lists are empty or hold no messages', () => {
    expect(toErrorMessage(Object.assign(new Error('network down'), { errors: [] }))).toEqual({
      message: 'network down',
    });
    expect(toErrorMessage({ message: 'plain', errors: [{ code: 1 }, 'text'] })).toEqual({ message: 'text' });
    expect(toErrorMessage({ message: 'plain', errors: [{ code: 1 }] })).toEqual({ message: 'plain' });
  });

  it('marks a failure that got no answer (connection or 5xx), for the views to say so in words', () => {
    expect(toErrorMessage(new TypeError('Failed to fetch'))).toEqual({
      message: 'Failed to fetch',
      lostAnswer: true,
    });
    expect(toErrorMessage(new Error('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
  });

  it('accepts strings and gives a generic message for anything else', () => {
    expect(toErrorMessage('Missing required information: cartId')).toEqual({
      message: 'Missing required information: cartId',
    });
    expect(toErrorMessage('')).toEqual({ message: 'Unknown error' });
    expect(toErrorMessage(undefined)).toEqual({ message: 'Unknown error' });
    expect(toErrorMessage(null)).toEqual({ message: 'Unknown error' });
    expect(toErrorMessage({ message: 42 })).toEqual({ message: 'Unknown error' });
    expect(toErrorMessage(new Error(''))).toEqual({ message: 'Unknown error' });
  });
});
