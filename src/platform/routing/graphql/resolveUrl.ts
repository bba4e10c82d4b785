import { gql } from '@apollo/client';

export const RESOLVE_URL = gql`
  query ResolveURL($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
      }
      ... on CategoryInterface {
        uid
      }
      ... on ProductInterface {
        uid
        __typename
      }
    }
  }
`;

/** The brand's redirect lookup (an extension field: a backend without it means "no redirect"). */
export const CUSTOM_URL_RESOLVER = gql`
  query CustomUrlResolver($url: String!) {
    customUrlResolver(url: $url) {
      relative_url
      redirect_code
    }
  }
`;

export const GET_AVAILABLE_STORE_CODES = gql`
  query GetAvailableStoreCodes {
    availableStores {
      store_code
      default_display_currency_code
      secure_base_media_url
    }
  }
`;
