/**
 * The product page's part for bundles and grouped products (the rest of the page is
 * useProductPage's): a bundle's choices, running price and check before adding; a grouped
 * product's members with a quantity each, added together, each as its own cart line (Magento adds a
 * grouped product by its members' skus).
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { GetProductDetailQuery } from '../../../__generated__/operations';
import type { AddItemRequest } from '../../../store/pendingAddsSlice';
import {
  bundleModel,
  bundlePrice,
  choiceFromUids,
  choose,
  defaultChoice,
  missingRequired,
  selectedOptionUids,
  setQuantity,
  type BundleChoice,
  type BundleModel,
} from './bundleOptions';
import { priceView, type Money, type PriceView } from './productTile';

export type DetailProduct = NonNullable<
  NonNullable<NonNullable<GetProductDetailQuery['products']>['items']>[number]
>;

export interface BundleView {
  model: BundleModel;
  choice: BundleChoice;
  /** One bundle as configured. */
  price: Money;
  /** Options the shopper must still choose, shown once they tried to add. */
  missing: number[];
  showErrors: boolean;
  onChoose: (optionId: number, selectionIds: number[]) => void;
  onQuantity: (optionId: number, quantity: number) => void;
}

interface GroupedMemberView {
  uid: string;
  sku: string;
  name: string;
  image: { url: string; label: string } | null;
  price: PriceView | null;
  inStock: boolean;
  onlyLeft: number | null;
  quantity: number;
  max: number;
}

export interface GroupedView {
  members: GroupedMemberView[];
  /** Shown once the shopper tried to add with nothing chosen. */
  nothingChosen: boolean;
  onQuantity: (sku: string, quantity: number) => void;
}

export interface CompositeProduct {
  bundle: BundleView | null;
  grouped: GroupedView | null;
  /** Whether the page's add button may be pressed (errors are told after a press). */
  canAdd: boolean;
  /** The bundle's line to add, or null. */
  bundleItem: (quantity: number) => AddItemRequest | null;
  /** Adds the grouped members chosen; false when nothing is chosen. */
  addGrouped: (
    add: (item: AddItemRequest, name: string) => Promise<'added' | 'failed' | 'pending'>,
  ) => Promise<void>;
  /** A press of Add to Cart with a bundle: false (and the errors shown) when something is missing. */
  checkBundle: () => boolean;
  /** The cart line being edited (opened from the cart with `?edit=`): the add replaces it. */
  replacing: { uid: string; selectedOptions: string[] } | null;
  /** That line's quantity, to start with. */
  editQuantity: number | null;
}

/** The cart line's options the page was opened with to edit it (`?options=uid,uid`). */
const optionsFromSearch = (search: string): string[] =>
  (new URLSearchParams(search).get('options') ?? '').split(',').filter(Boolean);

export function useCompositeProduct(product: DetailProduct | null): CompositeProduct {
  const location = useLocation();
  const lowest = product?.price_range.minimum_price.final_price;
  const model = useMemo(
    () =>
      product?.__typename === 'BundleProduct'
        ? bundleModel(
            product,
            lowest?.value != null && lowest.currency
              ? { value: lowest.value, currency: lowest.currency }
              : null,
          )
        : null,
    [product, lowest?.value, lowest?.currency],
  );
  const startChoice = useMemo(
    () => (model ? (choiceFromUids(model, optionsFromSearch(location.search)) ?? defaultChoice(model)) : {}),
    [model, location.search],
  );
  const [picked, setPicked] = useState<BundleChoice | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const choice = picked ?? startChoice;

  const members = useMemo(() => {
    if (product?.__typename !== 'GroupedProduct') return null;
    return [...(product.items ?? [])]
      .flatMap((item) => (item?.product ? [{ ...item, product: item.product }] : []))
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  }, [product]);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [nothingChosen, setNothingChosen] = useState(false);

  const groupedView = useMemo<GroupedView | null>(() => {
    if (!members) return null;
    return {
      members: members.map(({ qty, product: member }) => {
        const inStock = member.stock_status === 'IN_STOCK';
        const sku = member.sku ?? '';
        return {
          uid: member.uid,
          sku,
          name: member.name ?? '',
          image: member.small_image?.url
            ? { url: member.small_image.url, label: member.small_image.label || member.name || '' }
            : null,
          price: priceView(member.price_range),
          inStock,
          onlyLeft: member.only_x_left_in_stock ?? null,
          quantity: inStock ? (quantities[sku] ?? qty ?? 0) : 0,
          max: member.max_sale_qty ?? 10000,
        };
      }),
      nothingChosen,
      onQuantity: (sku, quantity) => {
        setNothingChosen(false);
        setQuantities((current) => ({
          ...current,
          [sku]: Number.isFinite(quantity) ? Math.max(0, Math.round(quantity)) : 0,
        }));
      },
    };
  }, [members, quantities, nothingChosen]);

  const onChoose = useCallback(
    (optionId: number, selectionIds: number[]) => {
      if (model) setPicked(choose(model, choice, optionId, selectionIds));
    },
    [model, choice],
  );
  const onQuantity = useCallback(
    (optionId: number, quantity: number) => setPicked(setQuantity(choice, optionId, quantity)),
    [choice],
  );
  const missing = model ? missingRequired(model, choice).map((option) => option.id) : [];
  const bundleView: BundleView | null = model
    ? {
        model,
        choice,
        price: { value: bundlePrice(model, choice), currency: model.currency },
        missing,
        showErrors,
        onChoose,
        onQuantity,
      }
    : null;

  const checkBundle = useCallback(() => {
    setShowErrors(true);
    return missing.length === 0;
  }, [missing.length]);

  const bundleItem = useCallback(
    (quantity: number): AddItemRequest | null =>
      model && product?.sku && missing.length === 0
        ? { sku: product.sku, parentSku: null, quantity, selectedOptions: selectedOptionUids(model, choice) }
        : null,
    [model, product?.sku, missing.length, choice],
  );

  const addGrouped = useCallback(
    async (add: (item: AddItemRequest, name: string) => Promise<'added' | 'failed' | 'pending'>) => {
      const chosen = (groupedView?.members ?? []).filter((member) => member.inStock && member.quantity > 0);
      if (chosen.length === 0) {
        setNothingChosen(true);
        return;
      }
      // One after another, stopping at the first the cart refuses (its reason is shown).
      for (const member of chosen) {
        const result = await add(
          { sku: member.sku, parentSku: null, quantity: member.quantity, selectedOptions: [] },
          member.name,
        );
        if (result === 'failed') return;
      }
    },
    [groupedView],
  );

  const edit = useMemo(() => {
    const params = new URLSearchParams(location.search);
    const uid = params.get('edit');
    const quantity = Number(params.get('qty'));
    return model && uid
      ? {
          replacing: { uid, selectedOptions: optionsFromSearch(location.search) },
          editQuantity: Number.isFinite(quantity) && quantity > 0 ? quantity : null,
        }
      : { replacing: null, editQuantity: null };
  }, [model, location.search]);

  const canAdd = groupedView ? groupedView.members.some((member) => member.inStock) : true;
  return {
    bundle: bundleView,
    grouped: groupedView,
    canAdd,
    bundleItem,
    addGrouped,
    checkBundle,
    ...edit,
  };
}
