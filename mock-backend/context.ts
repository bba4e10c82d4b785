import type { GraphQLFieldResolver, GraphQLTypeResolver } from 'graphql';
import type { SeedStoreView } from './data/types';
import type { BackendState } from './state';

/** What every resolver receives as its context. */
export interface BackendContext {
  state: BackendState;
  /** The store view named by the `Store` header, else the default one. */
  storeView: SeedStoreView;
  /** The display currency: `Content-Currency` when the store offers it, else the default. */
  currency: string;
  /** The bearer token of the request, if any. */
  token: string | null;
  request: Request;
}

// Resolvers see untyped parents (seed objects or shaped answers); `any` is the honest type here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resolver = GraphQLFieldResolver<any, BackendContext, any>;

/**
 * Field resolvers of one type. An abstract type may instead give `__resolveType`
 * (value, context) => type name, which the executor installs as the type resolver.
 */
type TypeResolvers = Record<string, Resolver>;

export type TypeNameResolver = GraphQLTypeResolver<unknown, BackendContext>;

/** Resolver map: type name -> field name -> resolver. */
export type Resolvers = Record<string, TypeResolvers>;
