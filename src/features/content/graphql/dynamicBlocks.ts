import { gql } from '@apollo/client';

export const GET_DYNAMIC_BLOCKS = gql`
  query GetDynamicBlocksForContent($type: DynamicBlockTypeEnum!, $uids: [ID]) {
    dynamicBlocks(input: { type: $type, dynamic_block_uids: $uids }) {
      items {
        uid
        content {
          html
        }
      }
    }
  }
`;
