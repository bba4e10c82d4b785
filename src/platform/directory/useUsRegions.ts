import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { GetUsRegionsQuery } from '../../__generated__/operations';
import { GET_US_REGIONS } from './usRegions';

/** A region an address can name: Magento's id, code and name. */
export interface RegionOption {
  id: number;
  code: string;
  name: string;
}

/**
 * The US regions as the backend lists them (spec 3: the country is always US; region id, code
 * and name come from its available_regions), for every address form's State select. Asked once
 * and then read from the cache.
 */
export function useUsRegions(): RegionOption[] {
  const { data } = useQuery<GetUsRegionsQuery>(GET_US_REGIONS, { fetchPolicy: 'cache-first' });
  return useMemo(
    () =>
      (data?.country?.available_regions ?? []).flatMap((region) =>
        region?.id != null && region.code && region.name
          ? [{ id: region.id, code: region.code, name: region.name }]
          : [],
      ),
    [data],
  );
}

/** The region of `code` in `regions`. */
export const regionByCode = (regions: readonly RegionOption[], code: string): RegionOption | undefined =>
  regions.find((region) => region.code === code);
