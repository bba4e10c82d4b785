import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Queries by GET (cacheable by the browser and the worker), mutations by POST, to /graphql. */
export function createClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: () => `${globalThis.location.origin}/graphql`, useGETForQueries: true }),
    cache: new InMemoryCache(),
  });
}
