import { gql } from '@apollo/client';

/**
 * One CMS block by identifier (spec 7, "cms blocks"): the info bar and the footer's blocks. Asked
 * one block per request, so a block missing from the store leaves the others standing.
 */
export const GET_SHELL_CMS_BLOCK = gql`
  query GetShellCmsBlock($identifier: String!) {
    cmsBlocks(identifiers: [$identifier]) {
      items {
        identifier
        content
      }
    }
  }
`;

/** The CMS block the info bar above the header shows. */
export const INFO_BAR_BLOCK = 'header-info-bar';
