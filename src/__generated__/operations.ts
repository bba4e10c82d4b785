/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** The list of available currency codes. */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

/** This enumeration states whether a product stock status is in stock or out of stock */
export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type ResolveUrlQueryVariables = Exact<{
  url: string;
}>;


export type ResolveUrlQuery = { route:
    | { uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { identifier: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'ConfigurableProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'VirtualProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
   | null };

export type CustomUrlResolverQueryVariables = Exact<{
  url: string;
}>;


export type CustomUrlResolverQuery = { customUrlResolver: { relative_url: string | null, redirect_code: number | null } | null };

export type GetAvailableStoreCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvailableStoreCodesQuery = { availableStores: Array<{ store_code: string | null, default_display_currency_code: string | null, secure_base_media_url: string | null } | null> | null };

export type GetStoreLocaleQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreLocaleQuery = { storeConfig: { store_code: string | null, locale: string | null } | null };

export type GetCategoryPageQueryVariables = Exact<{
  uid: string;
  pageSize: number;
  currentPage: number;
}>;


export type GetCategoryPageQuery = { categories: { items: Array<{ uid: string, name: string | null, description: string | null, meta_title: string | null, meta_description: string | null } | null> | null } | null, products: { total_count: number | null, items: Array<
      | { uid: string, name: string | null, sku: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, name: string | null, sku: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, name: string | null, sku: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null } | null };

export type GetProductPageQueryVariables = Exact<{
  urlKey: string;
}>;


export type GetProductPageQuery = { products: { items: Array<
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, description: { html: string } | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, description: { html: string } | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, meta_title: string | null, meta_description: string | null, description: { html: string } | null, image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null } | null };

export type GetCmsPageQueryVariables = Exact<{
  identifier: string;
}>;


export type GetCmsPageQuery = { cmsPage: { identifier: string | null, url_key: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null } | null };

export type GetStoreNameQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreNameQuery = { storeConfig: { store_code: string | null, store_name: string | null, store_group_code: string | null, store_group_name: string | null } | null };

export type GetAvailableStoresDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvailableStoresDataQuery = { availableStores: Array<{ store_code: string | null, store_name: string | null, store_group_code: string | null, store_group_name: string | null, store_sort_order: number | null, default_display_currency_code: string | null, locale: string | null, secure_base_media_url: string | null } | null> | null };

export type GetCurrencyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrencyDataQuery = { currency: { default_display_currency_code: string | null, available_currency_codes: Array<string | null> | null } | null };
