import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type {
  GetProductAttributeLabelsQuery,
  GetProductDetailQuery,
  GetProductDetailQueryVariables,
  GetProductReviewsQuery,
  GetProductReviewsQueryVariables,
} from '../../../__generated__/operations';
import { GET_PRODUCT_REVIEWS } from '../graphql/reviews';
import { REVIEWS_PAGE_SIZE } from './useProductReviews';
import { catalogImageUrl } from '../../../platform/images/catalogImage';
import { rememberImages } from '../../../platform/images/imageCache';
import { breadcrumbListJsonLd, plainText, productJsonLd } from '../../../platform/seo/jsonLd';
import { useDocumentHead } from '../../../platform/seo/useDocumentHead';
import { useCatalogSlots } from '../catalogSlots';
import { productDetailQuery, productLabelsQuery } from '../pageQueries';
import type { Crumb } from './breadcrumbs';
import {
  chosenVariant,
  isComplete,
  optionStates,
  selectionFromSearch,
  selectValue,
  selectedValueUids,
  variantForGallery,
  type OptionState,
  type Selection,
} from './configurableOptions';
import {
  configurableOptionsOf,
  galleryImages,
  isConfigurable,
  productBreadcrumbs,
  specificationsOf,
  variantsOf,
  type GalleryImage,
  type Specification,
} from './productModel';
import {
  priceView,
  ratingView,
  toProductTiles,
  type PriceView,
  type ProductTileView,
  type RatingView,
} from './productTile';
import { productUrl } from '../../../platform/catalog/catalogUrls';
import {
  useCompositeProduct,
  type BundleView,
  type DetailProduct,
  type GroupedView,
} from './useCompositeProduct';
import { useDownloadableLinks, type DownloadableView } from './downloadableLinks';

/** What the cart needs to add the chosen product (the cart's add-item request). */
interface CartItemRequest {
  sku: string;
  /** The configurable product's sku when a child is added. */
  parentSku: string | null;
  quantity: number;
  /** Configurable option value uids, in option order. */
  selectedOptions: string[];
}

export interface ProductPageView {
  status: 'loading' | 'error' | 'missing' | 'ready';
  name: string;
  /** The chosen child's sku once every option is chosen, else the product's. */
  sku: string;
  /** The product's own sku (a configurable product's parent sku). */
  productSku: string;
  /** A configurable product's chosen option value uids once every option is chosen, else none. */
  chosenOptions: string[];
  price: PriceView | null;
  inStock: boolean;
  /** "Only N left" when the backend says so. */
  onlyLeft: number | null;
  /** Stars and count when the product has reviews. */
  rating: RatingView | null;
  images: GalleryImage[];
  breadcrumbs: Crumb[];
  shortDescriptionHtml: string;
  descriptionHtml: string;
  specifications: Specification[];
  related: ProductTileView[];
  options: OptionState[];
  /** A bundle's options and running price (BundleOptions), or null. */
  bundle: BundleView | null;
  /** A grouped product's members with their quantities (GroupedItems), or null. */
  grouped: GroupedView | null;
  /** A downloadable product's links and samples, and what is chosen. */
  downloadable: DownloadableView | null;
  /** Options still to choose, by label ("Choose a Color"). */
  missingOptions: string[];
  /**
   * Nothing of it can be bought: the product is out of stock, or every choice of its options is
   * (so choosing one would not help).
   */
  soldOut: boolean;
  quantity: { value: number; min: number; max: number };
  canAddToCart: boolean;
  cartItem: CartItemRequest | null;
  /** The add-to-cart request in flight, its confirmation (the product's name) or refusal. */
  isAddingToCart: boolean;
  addedToCart: string | null;
  /** Added offline: the product's name while the add waits for the connection. */
  pendingAddToCart: string | null;
  addToCartError: string | null;
  handleSelectOption: (code: string, valueIndex: number | null) => void;
  handleQuantityChange: (value: number) => void;
  handleAddToCart: () => void;
  handleRetry: () => void;
}

const DEFAULT_MAX_QUANTITY = 10000;

/**
 * A product page (root component of route resolution): the product by its URL key, its gallery,
 * price, stock and sku following the option selection (unavailable combinations disabled),
 * quantity, breadcrumbs, description, specifications, related products, and the document head
 * (title, description, canonical, Open Graph, JSON-LD Product with its offers and the trail).
 */
export function useProductPage(relativeUrl: string): ProductPageView {
  const intl = useIntl();
  const location = useLocation();
  // The page's first queries, as its declaration (pageQueries.ts) has them.
  const detail = productDetailQuery(relativeUrl);
  const { data, loading, error, refetch } = useQuery<GetProductDetailQuery, GetProductDetailQueryVariables>(
    detail.query,
    { variables: detail.variables },
  );
  const labelsQuery = useQuery<GetProductAttributeLabelsQuery>(productLabelsQuery.query, {
    errorPolicy: productLabelsQuery.errorPolicy,
  });
  const product = data?.products?.items?.find((item) => item !== null) ?? null;
  // The first page of reviews once the reviews section has asked for it: a few go in the JSON-LD.
  const firstReviews = useQuery<GetProductReviewsQuery, GetProductReviewsQueryVariables>(
    GET_PRODUCT_REVIEWS,
    {
      variables: { sku: product?.sku ?? '', pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 },
      fetchPolicy: 'cache-only',
      skip: !product?.sku,
    },
  );
  const { useAddToCart } = useCatalogSlots();
  const addToCart = useAddToCart(product?.sku ?? null);

  const options = useMemo(() => (product ? configurableOptionsOf(product) : []), [product]);
  const variants = useMemo(() => (product ? variantsOf(product) : []), [product]);
  // The address may name options to start with (`?color=103`); the shopper's choices replace it.
  const urlSelection = useMemo(
    () => selectionFromSearch(options, variants, location.search),
    [options, variants, location.search],
  );
  const [picked, setSelection] = useState<Selection | null>(null);
  const selection = picked ?? urlSelection;
  const [quantityValue, setQuantity] = useState<number | null>(null);

  const states = useMemo(() => optionStates(options, variants, selection), [options, variants, selection]);
  const chosen = chosenVariant(options, variants, selection);
  const pictured = variantForGallery(options, variants, selection);

  const name = product?.name ?? '';
  const ownImages = useMemo(
    () => (product ? galleryImages(product.media_gallery, name) : []),
    [product, name],
  );
  const images = pictured?.product.images.length ? pictured.product.images : ownImages;
  const ownPrice = useMemo(() => (product ? priceView(product.price_range, product) : null), [product]);
  const downloadable = useDownloadableLinks(product, ownPrice);
  const price = downloadable?.price ?? chosen?.product.price ?? ownPrice;
  const configurable = product ? isConfigurable(product) : false;
  const inStock = configurable
    ? chosen
      ? chosen.inStock
      : product?.stock_status === 'IN_STOCK'
    : product?.stock_status === 'IN_STOCK';
  const onlyLeft = configurable
    ? (chosen?.product.onlyLeft ?? null)
    : (product?.only_x_left_in_stock ?? null);
  const sku = chosen?.product.sku ?? product?.sku ?? '';

  const min = Math.max(1, product?.min_sale_qty ?? 1);
  const max = Math.max(min, product?.max_sale_qty ?? DEFAULT_MAX_QUANTITY);
  const composite = useCompositeProduct(product);
  const quantity = Math.min(max, Math.max(min, quantityValue ?? composite.editQuantity ?? min));
  const complete = !configurable || isComplete(options, selection);
  const missingOptions = configurable
    ? states.filter((option) => !option.selected).map((option) => option.label)
    : [];
  const canAddToCart = composite.grouped
    ? composite.canAdd
    : Boolean(product) && complete && Boolean(inStock) && !downloadable?.missing;
  const soldOut =
    Boolean(product) &&
    (product?.stock_status !== 'IN_STOCK' ||
      (configurable && variants.length > 0 && !variants.some((v) => v.inStock)));
  const chosenSku = chosen?.product.sku ?? '';
  const chosenOptions = useMemo(
    () => (configurable && complete ? selectedValueUids(options, selection) : []),
    [configurable, complete, options, selection],
  );
  const cartItem = useMemo<CartItemRequest | null>(
    () =>
      product && canAddToCart
        ? {
            sku: configurable ? chosenSku : (product.sku ?? ''),
            parentSku: configurable ? (product.sku ?? null) : null,
            quantity,
            // A downloadable product's chosen links travel as its selected options.
            selectedOptions: downloadable ? downloadable.chosen : selectedValueUids(options, selection),
          }
        : null,
    [canAddToCart, chosenSku, configurable, downloadable, options, product, quantity, selection],
  );

  const handleSelectOption = useCallback(
    (code: string, valueIndex: number | null) =>
      setSelection((current) => selectValue(options, variants, current ?? urlSelection, code, valueIndex)),
    [options, variants, urlSelection],
  );
  const handleQuantityChange = useCallback(
    (value: number) => {
      if (Number.isFinite(value)) setQuantity(Math.min(max, Math.max(min, Math.round(value))));
    },
    [max, min],
  );
  const { handleAddToCart: addItem, isAdding } = addToCart;
  // One add at a time: a press (or Enter in the quantity) while one is on its way adds nothing.
  const { bundle, grouped, checkBundle, bundleItem, addGrouped, replacing } = composite;
  const navigate = useNavigate();
  const handleAddToCart = useCallback(() => {
    if (isAdding) return;
    if (grouped) {
      void addGrouped(addItem);
      return;
    }
    if (bundle) {
      const item = checkBundle() ? bundleItem(quantity) : null;
      if (!item) return;
      void addItem(item, name, replacing).then((result) => {
        // The edited line is replaced: back to the cart, where the shopper came from.
        if (result === 'added' && replacing) void navigate('/cart');
      });
      return;
    }
    if (cartItem) void addItem(cartItem, name);
  }, [
    addGrouped,
    addItem,
    bundle,
    bundleItem,
    cartItem,
    checkBundle,
    grouped,
    isAdding,
    name,
    navigate,
    quantity,
    replacing,
  ]);

  // The image cache by sku (spec 3): the product's and each child's picture.
  useEffect(() => {
    if (!product) return;
    rememberImages([
      { sku: product.sku, gallery: product.media_gallery },
      ...variants.map((variant) => ({
        sku: variant.product.sku,
        gallery: variant.product.images.map((image, index) => ({ ...image, position: index + 1 })),
      })),
    ]);
  }, [product, variants]);

  const fromCategory = (location.state as { categoryUid?: string } | null)?.categoryUid ?? null;
  const home = intl.formatMessage({ id: 'catalog.breadcrumbs.home', defaultMessage: 'Home' });
  const breadcrumbs = product ? productBreadcrumbs(product, home, fromCategory) : [];
  const labels = useMemo(
    () =>
      new Map(
        (labelsQuery.data?.attributesList?.items ?? []).flatMap((item) =>
          item?.code && item.label ? [[item.code, item.label] as const] : [],
        ),
      ),
    [labelsQuery.data],
  );

  const canonical = product
    ? `/${(product.canonical_url || productUrl(product.url_key, product.url_suffix)).replace(/^\/+/, '')}`
    : relativeUrl;
  const description = product?.meta_description || plainText(product?.short_description?.html) || null;
  // The reviews section's answer is asked from the network when it is shown: fresher than the
  // page's first data, which a cache may have kept from before a review was approved.
  const reviewed = firstReviews.data?.products?.items?.find((item) => item !== null) ?? null;
  const rating = ratingView(reviewed ?? product);
  const reviewsForJsonLd = (reviewed?.reviews.items ?? []).slice(0, 3).flatMap((review) =>
    review
      ? [
          {
            author: review.nickname,
            datePublished: review.created_at.slice(0, 10),
            name: review.summary,
            body: review.text,
            rating: review.average_rating,
          },
        ]
      : [],
  );
  const ogImage = ownImages[0] ? catalogImageUrl(ownImages[0].url, { width: 1280 }) : null;
  useDocumentHead(
    product
      ? {
          title: product.meta_title || name,
          description,
          canonical,
          openGraph: {
            type: 'product',
            title: product.meta_title || name,
            image: ogImage,
            imageAlt: ownImages[0]?.label ?? name,
            priceAmount: ownPrice?.final.value ?? null,
            priceCurrency: ownPrice?.final.currency ?? null,
          },
          jsonLd: [
            productJsonLd({
              name,
              sku: product.sku ?? '',
              url: canonical,
              description: product.description?.html || product.short_description?.html,
              images: ownImages.slice(0, 4).map((image) => catalogImageUrl(image.url, { width: 1280 })),
              offer: {
                price: ownPrice?.final.value ?? 0,
                currency: ownPrice?.final.currency ?? 'USD',
                inStock: product.stock_status === 'IN_STOCK',
                sku: product.sku,
              },
              variantOffers:
                compositeOffers(product, ownPrice) ??
                variants.flatMap((variant) =>
                  variant.product.price
                    ? [
                        {
                          price: variant.product.price.final.value,
                          currency: variant.product.price.final.currency,
                          inStock: variant.inStock,
                          sku: variant.product.sku,
                        },
                      ]
                    : [],
                ),
              rating: rating ? { value: rating.stars, count: rating.count } : null,
              reviews: reviewsForJsonLd,
            }),
            breadcrumbListJsonLd(
              breadcrumbs.map((crumb) => ({ name: crumb.label, url: crumb.href ?? canonical })),
            ),
          ],
        }
      : {},
  );

  const related = useMemo(() => toProductTiles(product?.related_products), [product?.related_products]);

  let status: ProductPageView['status'] = 'ready';
  if (!data && loading) status = 'loading';
  else if (!data && error) status = 'error';
  else if (data && !product) status = 'missing';

  return {
    status,
    name,
    sku,
    productSku: product?.sku ?? '',
    chosenOptions,
    price,
    inStock: Boolean(inStock),
    onlyLeft,
    rating,
    images,
    breadcrumbs,
    shortDescriptionHtml: product?.short_description?.html ?? '',
    descriptionHtml: product?.description?.html ?? '',
    specifications: product ? specificationsOf(product, labels) : [],
    related,
    options: states,
    bundle,
    grouped,
    downloadable,
    missingOptions,
    soldOut,
    quantity: { value: quantity, min, max },
    canAddToCart,
    cartItem,
    isAddingToCart: addToCart.isAdding,
    addedToCart: addToCart.addedName,
    pendingAddToCart: addToCart.pendingName,
    addToCartError: addToCart.errorMessage,
    handleSelectOption,
    handleQuantityChange,
    handleAddToCart,
    handleRetry: () => void refetch().catch(() => undefined),
  };
}

/**
 * A bundle's or grouped product's offers for its JSON-LD AggregateOffer: a grouped product's
 * members, a bundle's lowest and highest price; null for other products.
 */
function compositeOffers(product: DetailProduct, price: PriceView | null) {
  if (product.__typename === 'GroupedProduct') {
    return (product.items ?? []).flatMap((item) => {
      const final = item?.product?.price_range.minimum_price.final_price;
      return item?.product && final?.value != null
        ? [
            {
              price: final.value,
              currency: final.currency ?? 'USD',
              inStock: item.product.stock_status === 'IN_STOCK',
              sku: item.product.sku ?? '',
            },
          ]
        : [];
    });
  }
  if (product.__typename !== 'BundleProduct' || !price) return null;
  const inStock = product.stock_status === 'IN_STOCK';
  const high = price.composite?.to ?? price.final;
  return [
    { price: price.final.value, currency: price.final.currency, inStock, sku: product.sku ?? '' },
    { price: high.value, currency: high.currency, inStock, sku: product.sku ?? '' },
  ];
}
