import { gql } from '@apollo/client';
import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  ServerError,
  ServerParseError,
} from '@apollo/client/errors';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import { EXPECTED_ERROR_CATEGORIES, formatApolloError, isUnexpectedError } from '../errorLink';
import { answerTestMutation, STORE_CONFIG_QUERY, TEST_MUTATION, testClient } from './helpers';

const response = (status: number) => new Response('', { status });

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('formatApolloError', () => {
  it('joins GraphQL messages with ", "', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Could not find a cart' }, { message: "The cart isn't active" }],
    });
    expect(formatApolloError(error)).toBe("Could not find a cart, The cart isn't active");
  });

  it('puts the GraphQL messages of a failed answer first, then the network error', () => {
    const bodyText = JSON.stringify({ errors: [{ message: 'Internal server error' }] });
    const error = new ServerError('Response not successful: Received status code 500', {
      response: response(500),
      bodyText,
    });
    expect(formatApolloError(error)).toBe(
      'Internal server error, Response not successful: Received status code 500',
    );
  });

  it('gives the network error alone when there are no GraphQL errors', () => {
    expect(formatApolloError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    const unparsable = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: response(502),
      bodyText: '<html>',
    });
    expect(formatApolloError(unparsable)).toBe('Unexpected token <');
  });

  it('reads protocol errors and Apollo Client 3 shaped errors', () => {
    expect(formatApolloError(new CombinedProtocolErrors([{ message: 'a' }, { message: 'b' }]))).toBe('a, b');
    expect(
      formatApolloError({ graphQLErrors: [{ message: 'first' }], networkError: new Error('offline') }),
    ).toBe('first, offline');
    expect(formatApolloError({ graphQLErrors: undefined, networkError: null, message: 'own' })).toBe('own');
  });

  it('falls back to the message, or "Unknown error"', () => {
    expect(formatApolloError('plain text')).toBe('plain text');
    expect(formatApolloError(null)).toBe('Unknown error');
    expect(formatApolloError({})).toBe('Unknown error');
  });

  it('formats what a failing request rejects with', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = await testClient()
      .query({ query: STORE_CONFIG_QUERY, context: { headers: { 'X-Mock-Fault': 'graphql-error' } } })
      .catch((caught: unknown) => caught);
    expect(formatApolloError(error)).toBe('Simulated backend error');
  });
});

describe('isUnexpectedError', () => {
  const online = () => true;
  const offline = () => false;

  it('treats Magento user-facing GraphQL errors as expected', () => {
    for (const category of EXPECTED_ERROR_CATEGORIES) {
      expect(
        isUnexpectedError(
          new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { category } }] }),
          online,
        ),
      ).toBe(false);
    }
    expect(
      isUnexpectedError(
        new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { category: 'internal' } }] }),
        online,
      ),
    ).toBe(true);
    expect(isUnexpectedError(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }), online)).toBe(true);
  });

  it('treats failures offline and aborts as expected, other failures as unexpected', () => {
    expect(isUnexpectedError(new TypeError('Failed to fetch'), online)).toBe(true);
    expect(isUnexpectedError(new TypeError('Failed to fetch'), offline)).toBe(false);
    expect(isUnexpectedError(new DOMException('aborted', 'AbortError'), online)).toBe(false);
    expect(isUnexpectedError(new ServerError('x', { response: response(500), bodyText: '' }), online)).toBe(
      true,
    );
  });
});

describe('errorLink', () => {
  it('logs an unexpected GraphQL error once, with the joined message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await testClient()
      .query({ query: STORE_CONFIG_QUERY, context: { headers: { 'X-Mock-Fault': 'graphql-error' } } })
      .catch(() => undefined);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('GraphQL query StoreCode failed: Simulated backend error');
  });

  it('does not log expected GraphQL errors', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const query = gql`
      query MissingPage {
        cmsPage(identifier: "no-such-page") {
          title
        }
      }
    `;
    server.use(
      http.get('*/graphql', () =>
        HttpResponse.json({
          data: { cmsPage: null },
          errors: [
            {
              message: 'The CMS page could not be found.',
              extensions: { category: 'graphql-no-such-entity' },
            },
          ],
        }),
      ),
    );
    const error = await testClient()
      .query({ query })
      .catch((caught: unknown) => caught);
    expect(formatApolloError(error)).toBe('The CMS page could not be found.');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure once, after the retries', async () => {
    jest.useFakeTimers();
    try {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      const outcome = testClient()
        .query({ query: STORE_CONFIG_QUERY, context: { headers: { 'X-Mock-Fault': 'http500' } } })
        .catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(formatApolloError(await outcome)).toBe('Response not successful: Received status code 500');
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs a network failure while online, and not while offline', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    answerTestMutation(() => HttpResponse.error());
    await testClient({ isOnline: () => false })
      .mutate({ mutation: TEST_MUTATION, variables: { name: 'x' } })
      .catch(() => undefined);
    expect(log).not.toHaveBeenCalled();

    await testClient({ isOnline: () => true })
      .mutate({ mutation: TEST_MUTATION, variables: { name: 'x' } })
      .catch(() => undefined);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/^GraphQL mutation TestMutation failed: /);
  });
});
