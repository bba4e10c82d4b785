/**
 * Operation context for queries the first screen can do without (footer, switchers): the browser
 * fetches them at low priority (Fetch Priority), after the page's own route and content queries,
 * which otherwise wait behind them for one of the origin's few HTTP/1.1 connections.
 */
export const LOW_PRIORITY = { fetchOptions: { priority: 'low' } } as const;
