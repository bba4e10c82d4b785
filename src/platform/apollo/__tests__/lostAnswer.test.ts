import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createIntl } from 'react-intl';
import { RestApiError, RestNetworkError } from '../../rest/restClient';
import { formatRequestError, noAnswerMessage } from '../errorLink';
import { isLostAnswer, sendAgainWhenLost, sendOnce } from '../lostAnswer';
import { RETRY_MAX_ATTEMPTS } from '../retryPolicy';

const serverError = (status: number, bodyText = '') =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });
const restError = (status: number) =>
  new RestApiError({
    method: 'POST',
    url: 'http://localhost/rest/V1/x',
    status,
    statusText: '',
    response: { message: 'down' },
  });
const graphQLError = (message: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message }] });
const noWait = () => Promise.resolve();

describe('isLostAnswer', () => {
  it('is true for a failed connection and for 5xx answers, GraphQL or REST', () => {
    expect(isLostAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLostAnswer(serverError(500))).toBe(true);
    expect(isLostAnswer(restError(503))).toBe(true);
    expect(
      isLostAnswer(new RestNetworkError({ method: 'POST', url: 'http://localhost/rest', cause: null })),
    ).toBe(true);
  });

  it('is false for the backend’s considered answers and for anything else', () => {
    expect(isLostAnswer(graphQLError('The coupon code "X" is not valid.'))).toBe(false);
    expect(isLostAnswer(serverError(404))).toBe(false);
    expect(isLostAnswer(restError(400))).toBe(false);
    expect(isLostAnswer(new Error('Missing required information: cartId'))).toBe(false);
    expect(isLostAnswer({ message: 'Failed to fetch' })).toBe(false);
    expect(isLostAnswer(null)).toBe(false);
  });
});

describe('sendOnce', () => {
  function sequence<T>(outcomes: Array<T | Error>) {
    const calls = { count: 0 };
    const send = () => {
      const outcome = outcomes[Math.min(calls.count, outcomes.length - 1)];
      calls.count += 1;
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome as T);
    };
    return { send, calls };
  }

  it('answers what the first send answers, without a read-back', async () => {
    const { send, calls } = sequence(['ok']);
    const isDone = jest.fn(() => Promise.resolve(true));
    await expect(sendOnce({ send, isDone, wait: noWait })).resolves.toBe('ok');
    expect(calls.count).toBe(1);
    expect(isDone).not.toHaveBeenCalled();
  });

  it('sends nothing more when the read-back finds the change made', async () => {
    const { send, calls } = sequence([new TypeError('Failed to fetch'), 'ok']);
    await expect(sendOnce({ send, isDone: () => Promise.resolve(true), wait: noWait })).resolves.toBeNull();
    expect(calls.count).toBe(1);
  });

  it('sends again, after the wait, while the read-back finds the change not made', async () => {
    const { send, calls } = sequence([serverError(500), new TypeError('Failed to fetch'), 'ok']);
    const waits: number[] = [];
    const wait = (attempt: number) => {
      waits.push(attempt);
      return Promise.resolve();
    };
    await expect(sendOnce({ send, isDone: () => Promise.resolve(false), wait })).resolves.toBe('ok');
    expect(calls.count).toBe(3);
    expect(waits).toEqual([2, 3]);
  });

  it('gives up with the last failure after the retry budget, reading back the last one too', async () => {
    const failure = new TypeError('Failed to fetch');
    const { send, calls } = sequence<string>([failure]);
    const isDone = jest.fn(() => Promise.resolve(false));
    await expect(sendOnce({ send, isDone, wait: noWait })).rejects.toBe(failure);
    expect(calls.count).toBe(RETRY_MAX_ATTEMPTS);
    expect(isDone).toHaveBeenCalledTimes(RETRY_MAX_ATTEMPTS);
  });

  it('reports a refusal at once, and a failure whose outcome cannot be read back', async () => {
    const refusal = graphQLError('A coupon is already applied to the cart.');
    const refused = sequence<string>([refusal]);
    const isDone = jest.fn(() => Promise.resolve(true));
    await expect(sendOnce({ send: refused.send, isDone, wait: noWait })).rejects.toBe(refusal);
    expect(isDone).not.toHaveBeenCalled();

    const lost = new TypeError('Failed to fetch');
    const unknown = sequence<string>([lost, 'ok']);
    const unreadable = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(sendOnce({ send: unknown.send, isDone: unreadable, wait: noWait })).rejects.toBe(lost);
    expect(unknown.calls.count).toBe(1);
  });

  it('waits as the retry link does by default: full jitter around 300 ms, doubling', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const { send, calls } = sequence([
        new TypeError('Failed to fetch'),
        new TypeError('Failed to fetch'),
        'ok',
      ]);
      const result = sendOnce({ send, isDone: () => Promise.resolve(false) });
      await jest.advanceTimersByTimeAsync(299);
      expect(calls.count).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls.count).toBe(2);
      await jest.advanceTimersByTimeAsync(599);
      expect(calls.count).toBe(2);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });
});

describe('sendAgainWhenLost', () => {
  it('repeats an idempotent request after lost answers only', async () => {
    let calls = 0;
    const send = () => (++calls < 3 ? Promise.reject(restError(502)) : Promise.resolve('details'));
    await expect(sendAgainWhenLost(send, { wait: noWait })).resolves.toBe('details');
    expect(calls).toBe(3);
    const refused = () => Promise.reject(restError(400));
    await expect(sendAgainWhenLost(refused, { wait: noWait })).rejects.toThrow('down');
  });
});

describe('formatRequestError', () => {
  const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US' });

  it('says a lost answer in words, for a request error or a store error', () => {
    const words = noAnswerMessage.defaultMessage;
    expect(formatRequestError(new TypeError('Failed to fetch'), intl)).toBe(words);
    expect(formatRequestError(serverError(500), intl)).toBe(words);
    expect(formatRequestError({ message: 'Failed to fetch', lostAnswer: true }, intl)).toBe(words);
  });

  it('keeps the backend’s messages and other failures as formatApolloError gives them', () => {
    const withMessage = serverError(500, JSON.stringify({ errors: [{ message: 'Internal server error' }] }));
    expect(formatRequestError(withMessage, intl)).toBe(
      'Internal server error, Response not successful: Received status code 500',
    );
    expect(formatRequestError(graphQLError('The coupon code "X" is not valid.'), intl)).toBe(
      'The coupon code "X" is not valid.',
    );
    expect(formatRequestError({ message: 'The requested qty is not available' }, intl)).toBe(
      'The requested qty is not available',
    );
  });
});
