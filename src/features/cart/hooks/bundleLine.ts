/**
 * A bundle line of the cart: its options as the line shows them ("Cartridge: ST-10 Cartridge × 1",
 * several products of one option side by side) and the address of its product page opened to
 * change them (`?edit=<line uid>&options=<uid,uid>&qty=<n>`). Magento cannot change a bundle
 * line's choices in place (updateCartItems changes quantities only), so the product page adds the
 * new configuration and then removes this line (useAddToCart).
 */
import type { BundleLine_ItemFragment } from '../../../__generated__/operations';

export interface BundleLineView {
  options: Array<{ label: string; value: string }>;
  /** The chosen selections' uids (`bundle/<option>/<selection>/<quantity>`, base64). */
  selectedOptions: string[];
}

export function bundleLineOf(item: object): BundleLineView | null {
  if (!('bundle_options' in item)) return null;
  const options = (item as BundleLine_ItemFragment).bundle_options.flatMap((option) => {
    if (!option) return [];
    const values = option.values.flatMap((value) => (value ? [value] : []));
    return [
      {
        label: option.label,
        value: values.map((value) => `${value.label} × ${value.quantity}`).join(', '),
        uids: values.map((value) => value.uid),
      },
    ];
  });
  return {
    options: options.map(({ label, value }) => ({ label, value })),
    selectedOptions: options.flatMap((option) => option.uids),
  };
}

export const bundleEditHref = (href: string, uid: string, line: BundleLineView, quantity: number): string =>
  `${href}?${new URLSearchParams({
    edit: uid,
    options: line.selectedOptions.join(','),
    qty: String(quantity),
  }).toString()}`;
