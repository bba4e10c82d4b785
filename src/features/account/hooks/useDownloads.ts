/**
 * My Downloads: the customer's purchased links, newest first, each with its product and link
 * title (read from the order's downloadable lines, in the order Magento lists them), the order
 * number, the date, its status and the downloads left. A link is downloaded once it is
 * `available` (Magento makes it so when the order is invoiced, by default): the file is asked
 * for with the customer's token and saved under the name the backend gives.
 */
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { GetCustomerDownloadsQuery } from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { siteDownloadUrl } from '../../../platform/downloads/downloadUrl';
import { useAppSelector } from '../../../store/createAppStore';
import { GET_CUSTOMER_DOWNLOADS } from '../graphql/downloads';

interface DownloadView {
  key: string;
  title: string;
  orderNumber: string;
  date: string;
  status: string;
  remaining: string;
  /** The storefront's address of the file, once it may be downloaded. */
  url: string | null;
}

export interface Downloads {
  isLoading: boolean;
  error: string | null;
  downloads: DownloadView[];
  /** The key of the download in progress. */
  downloading: string | null;
  downloadError: string | null;
  handleDownload: (download: DownloadView) => void;
}

type Orders = NonNullable<NonNullable<GetCustomerDownloadsQuery['customer']>['orders']>['items'];

/** Each order's link titles ("Album - Whole album"), in the order its lines list them. */
function linkTitles(orders: Orders | undefined): Map<string, string[]> {
  const titles = new Map<string, string[]>();
  for (const order of orders ?? []) {
    if (!order) continue;
    titles.set(
      order.number,
      (order.items ?? []).flatMap((item) =>
        item && 'downloadable_links' in item
          ? (item.downloadable_links ?? []).map((link) =>
              [item.product_name, link?.title].filter(Boolean).join(' - '),
            )
          : [],
      ),
    );
  }
  return titles;
}

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

export function useDownloads(): Downloads {
  const token = useAppSelector((state) => state.user.token);
  const { data, loading, error } = useQuery<GetCustomerDownloadsQuery>(GET_CUSTOMER_DOWNLOADS, {
    fetchPolicy: 'cache-and-network',
  });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const titles = linkTitles(data?.customer?.orders?.items);
  const seen = new Map<string, number>();
  const downloads = (data?.customerDownloadableProducts?.items ?? []).flatMap((item, index) => {
    if (!item) return [];
    const number = item.order_increment_id ?? '';
    const nth = seen.get(number) ?? 0;
    seen.set(number, nth + 1);
    return [
      {
        key: `${number}-${index}`,
        title: titles.get(number)?.[nth] ?? '',
        orderNumber: number,
        date: item.date ?? '',
        status: item.status ?? '',
        remaining: item.remaining_downloads ?? '',
        url: item.status === 'available' && item.download_url ? siteDownloadUrl(item.download_url) : null,
      },
    ];
  });
  downloads.reverse();

  const handleDownload = useCallback(
    (download: DownloadView) => {
      if (!download.url) return;
      setDownloading(download.key);
      setDownloadError(null);
      void (async () => {
        try {
          const response = await fetch(download.url!, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
          });
          if (!response.ok) throw new Error((await response.text()) || response.statusText);
          const blob = await response.blob();
          const href = URL.createObjectURL(blob);
          const anchor = document.createElement('a');
          anchor.href = href;
          anchor.download = fileNameOf(response.headers.get('Content-Disposition'), 'download');
          document.body.append(anchor);
          anchor.click();
          anchor.remove();
          setTimeout(() => URL.revokeObjectURL(href), 10_000);
        } catch (failure) {
          setDownloadError(failure instanceof Error ? failure.message : String(failure));
        } finally {
          setDownloading(null);
        }
      })();
    },
    [token],
  );

  return {
    isLoading: loading && !data,
    error: error ? formatApolloError(error) : null,
    downloads,
    downloading,
    downloadError,
    handleDownload,
  };
}
