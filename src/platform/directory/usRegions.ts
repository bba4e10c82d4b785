import { gql } from '@apollo/client';

/** The US regions for the address forms' State select (spec 3: country is always US). */
export const GET_US_REGIONS = gql`
  query GetUsRegions {
    country(id: "US") {
      id
      available_regions {
        id
        code
        name
      }
    }
  }
`;
