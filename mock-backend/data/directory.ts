/**
 * The directory: countries the store knows and the regions of those that have them. Region ids and
 * codes are Magento's own (`directory_country_region`), so an address saved here means the same
 * region on a real Magento. Checkout ships to the US only; the others exist for completeness.
 */

export interface SeedRegion {
  id: number;
  code: string;
  name: string;
}

export interface SeedCountry {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_english: string;
  available_regions: SeedRegion[] | null;
}

/** The 50 states and the District of Columbia, with Magento's US region ids. */
const usRegions: SeedRegion[] = [
  [1, 'AL', 'Alabama'],
  [2, 'AK', 'Alaska'],
  [4, 'AZ', 'Arizona'],
  [5, 'AR', 'Arkansas'],
  [12, 'CA', 'California'],
  [13, 'CO', 'Colorado'],
  [14, 'CT', 'Connecticut'],
  [15, 'DE', 'Delaware'],
  [16, 'DC', 'District of Columbia'],
  [18, 'FL', 'Florida'],
  [19, 'GA', 'Georgia'],
  [21, 'HI', 'Hawaii'],
  [22, 'ID', 'Idaho'],
  [23, 'IL', 'Illinois'],
  [24, 'IN', 'Indiana'],
  [25, 'IA', 'Iowa'],
  [26, 'KS', 'Kansas'],
  [27, 'KY', 'Kentucky'],
  [28, 'LA', 'Louisiana'],
  [29, 'ME', 'Maine'],
  [31, 'MD', 'Maryland'],
  [32, 'MA', 'Massachusetts'],
  [33, 'MI', 'Michigan'],
  [34, 'MN', 'Minnesota'],
  [35, 'MS', 'Mississippi'],
  [36, 'MO', 'Missouri'],
  [37, 'MT', 'Montana'],
  [38, 'NE', 'Nebraska'],
  [39, 'NV', 'Nevada'],
  [40, 'NH', 'New Hampshire'],
  [41, 'NJ', 'New Jersey'],
  [42, 'NM', 'New Mexico'],
  [43, 'NY', 'New York'],
  [44, 'NC', 'North Carolina'],
  [45, 'ND', 'North Dakota'],
  [47, 'OH', 'Ohio'],
  [48, 'OK', 'Oklahoma'],
  [49, 'OR', 'Oregon'],
  [51, 'PA', 'Pennsylvania'],
  [53, 'RI', 'Rhode Island'],
  [54, 'SC', 'South Carolina'],
  [55, 'SD', 'South Dakota'],
  [56, 'TN', 'Tennessee'],
  [57, 'TX', 'Texas'],
  [58, 'UT', 'Utah'],
  [59, 'VT', 'Vermont'],
  [61, 'VA', 'Virginia'],
  [62, 'WA', 'Washington'],
  [63, 'WV', 'West Virginia'],
  [64, 'WI', 'Wisconsin'],
  [65, 'WY', 'Wyoming'],
].map(([id, code, name]) => ({ id: id as number, code: code as string, name: name as string }));

export const countries: SeedCountry[] = [
  {
    id: 'US',
    two_letter_abbreviation: 'US',
    three_letter_abbreviation: 'USA',
    full_name_english: 'United States',
    available_regions: usRegions,
  },
  {
    id: 'CA',
    two_letter_abbreviation: 'CA',
    three_letter_abbreviation: 'CAN',
    full_name_english: 'Canada',
    available_regions: null,
  },
  {
    id: 'GB',
    two_letter_abbreviation: 'GB',
    three_letter_abbreviation: 'GBR',
    full_name_english: 'United Kingdom',
    available_regions: null,
  },
];

/** A US region by its code (case-insensitive) or id. */
export function findUsRegion(by: { code?: string | null; id?: number | null }): SeedRegion | null {
  const code = by.code?.trim().toUpperCase();
  return (
    usRegions.find((region) => (code ? region.code === code : by.id != null && region.id === by.id)) ?? null
  );
}
