/**
 * The store switcher and the store tab list (spec 2; spec 3, "Store view"; spec 4, "Store
 * switch"). Store views come from availableStores and are grouped by store group, groups and
 * views in sort order. Switching: an unknown code is ignored; otherwise the current page is
 * looked up in the new store (the route request carries the new store's header; the home page
 * is the empty URL), the code, its default currency and media base URL are stored, and the page
 * reloads, on the new store's URL for this page when it has one.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { LOW_PRIORITY } from '../../../platform/apollo/fetchPriority';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { GetAvailableStoresDataQuery, GetStoreNameQuery } from '../../../__generated__/operations';
import { resolveUrl } from '../../../platform/routing/resolveUrl';
import { storeViewCodeFrom } from '../../../platform/apollo/storeLink';
import { browserLocation } from '../../../platform/browser/location';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { GET_AVAILABLE_STORES, GET_STORE_NAME } from '../graphql/switchers';

interface StoreView {
  storeCode: string;
  storeName: string;
  storeGroupCode: string;
  storeGroupName: string;
  /** Its default display currency. */
  currency: string | null;
  locale: string | null;
  secureBaseMediaUrl: string | null;
  sortOrder: number;
  isCurrent: boolean;
}

export interface StoreGroup {
  code: string;
  name: string;
  stores: StoreView[];
  isCurrent: boolean;
}

export interface StoreSwitcher {
  /** Hidden with one store view (spec 2). */
  isHidden: boolean;
  currentStoreName: string;
  currentGroupName: string;
  groups: StoreGroup[];
  isSwitching: boolean;
  handleSwitchStore: (storeCode: string) => Promise<void>;
}

type AvailableStore = NonNullable<NonNullable<GetAvailableStoresDataQuery['availableStores']>[number]>;

function toStoreViews(
  stores: ReadonlyArray<AvailableStore | null> | null | undefined,
  currentCode: string,
): StoreView[] {
  return (stores ?? [])
    .filter((store): store is AvailableStore => Boolean(store?.store_code))
    .map((store) => ({
      storeCode: store.store_code!,
      storeName: store.store_name ?? store.store_code!,
      storeGroupCode: store.store_group_code ?? '',
      storeGroupName: store.store_group_name ?? '',
      currency: store.default_display_currency_code,
      locale: store.locale,
      secureBaseMediaUrl: store.secure_base_media_url,
      sortOrder: store.store_sort_order ?? 0,
      isCurrent: store.store_code === currentCode,
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Store views grouped by group code; groups in the order of their first view. */
function toStoreGroups(views: StoreView[]): StoreGroup[] {
  const groups = new Map<string, StoreGroup>();
  for (const view of views) {
    const group = groups.get(view.storeGroupCode) ?? {
      code: view.storeGroupCode,
      name: view.storeGroupName,
      stores: [],
      isCurrent: false,
    };
    group.stores.push(view);
    group.isCurrent ||= view.isCurrent;
    groups.set(view.storeGroupCode, group);
  }
  return [...groups.values()];
}

/** Where this page lives in the other store: its path there, or null to stay on this path. */
async function pathInStore(
  client: ReturnType<typeof useApolloClient>,
  pathname: string,
  storeCode: string,
): Promise<string | null> {
  const url = pathname === '/' ? '' : pathname;
  if (!url) return '/';
  const resolution = await resolveUrl(client, url, { storeCode });
  if (resolution.status === 'component') return `/${resolution.relativeUrl.replace(/^\/+/, '')}`;
  if (resolution.status === 'redirect' && !resolution.external) return resolution.to;
  return null;
}

export function useStoreSwitcher(): StoreSwitcher {
  const client = useApolloClient();
  const location = useLocation();
  const [isSwitching, setIsSwitching] = useState(false);
  const { data: nameData } = useQuery<GetStoreNameQuery>(GET_STORE_NAME, {
    fetchPolicy: 'cache-first',
    context: LOW_PRIORITY,
  });
  const { data } = useQuery<GetAvailableStoresDataQuery>(GET_AVAILABLE_STORES, {
    fetchPolicy: 'cache-first',
    context: LOW_PRIORITY,
  });
  const currentCode = nameData?.storeConfig?.store_code ?? storeViewCodeFrom(getBrowserPersistence());
  const views = useMemo(() => toStoreViews(data?.availableStores, currentCode), [data, currentCode]);
  const groups = useMemo(() => toStoreGroups(views), [views]);
  const current = views.find((view) => view.isCurrent);

  const handleSwitchStore = useCallback(
    async (storeCode: string) => {
      const store = views.find((view) => view.storeCode === storeCode);
      if (!store || store.isCurrent) return;
      setIsSwitching(true);
      let target: string | null = null;
      try {
        target = await pathInStore(client, location.pathname, storeCode);
      } catch {
        target = null;
      }
      const persistence = getBrowserPersistence();
      persistence.setItem(STORAGE_KEYS.storeViewCode, store.storeCode);
      if (store.currency) persistence.setItem(STORAGE_KEYS.storeViewCurrency, store.currency);
      if (store.secureBaseMediaUrl) {
        persistence.setItem(STORAGE_KEYS.storeViewSecureBaseMediaUrl, store.secureBaseMediaUrl);
      }
      if (target && target !== location.pathname) browserLocation.assign(`${target}${location.search}`);
      else browserLocation.reload();
    },
    [views, client, location.pathname, location.search],
  );

  return {
    isHidden: views.length <= 1,
    currentStoreName: current?.storeName ?? nameData?.storeConfig?.store_name ?? '',
    currentGroupName: current?.storeGroupName ?? nameData?.storeConfig?.store_group_name ?? '',
    groups,
    isSwitching,
    handleSwitchStore,
  };
}
