/**
 * Redirects served by the brand's custom URL resolver (asked only when route(url) answers null):
 * campaign and legacy paths that are not Magento URL rewrites.
 */
export const customRedirects: Array<{
  request_path: string;
  relative_url: string;
  redirect_code: 301 | 302;
}> = [
  { request_path: 'contest', relative_url: 'cruiser-contest-application', redirect_code: 302 },
  { request_path: 'register', relative_url: 'product-registration', redirect_code: 301 },
  { request_path: 'stores', relative_url: 'contact-us', redirect_code: 301 },
  { request_path: 'blog/ambassadors', relative_url: 'ambassadors', redirect_code: 301 },
];
