import { GraphQLError } from 'graphql';

/** Magento's GraphQL error categories (extensions.category). */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists'
  | 'graphql-too-many-requests';

export const magentoError = (message: string, category: ErrorCategory = 'graphql-input'): GraphQLError =>
  new GraphQLError(message, { extensions: { category } });

export const inputError = (message: string) => magentoError(message, 'graphql-input');
export const noSuchEntity = (message: string) => magentoError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => magentoError(message, 'graphql-authorization');
