/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type GetStorePreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStorePreviewQuery = { storeConfig: { store_code: string | null, store_name: string | null, locale: string | null, category_url_suffix: string | null, root_category_uid: string | null } | null, currency: { default_display_currency_code: string | null, available_currency_codes: Array<string | null> | null } | null };

export type GetCategoryTreeQueryVariables = Exact<{
  rootUid: string;
}>;


export type GetCategoryTreeQuery = { categories: { items: Array<{ uid: string, name: string | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, menu_url: string | null, category_as_label: boolean | null, children: Array<{ uid: string, name: string | null, url_path: string | null, include_in_menu: number | null, position: number | null, menu_url: string | null, category_as_label: boolean | null } | null> | null } | null> | null } | null> | null } | null };
