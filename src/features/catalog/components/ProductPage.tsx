import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import type { PageProps } from '../../../platform/routing/pageKind';
import Button from '../../../components/Button/Button';
import SectionError from '../../../components/ErrorBoundary/SectionError';
import RichContent from '../../../components/RichContent/RichContent';
import NotFound from '../../../components/NotFound/NotFound';
import { useProductPage } from '../hooks/useProductPage';
import Breadcrumbs from './Breadcrumbs';
import OptionPicker from './OptionPicker';
import ProductGallery from './ProductGallery';
import ProductPageShimmer from './ProductPageShimmer';
import ProductPrice from './ProductPrice';
import ProductReviews, { REVIEWS_SECTION_ID } from './ProductReviews';
import RatingStars from './RatingStars';
import { useCatalogSlots } from '../catalogSlots';
import ProductTile from './ProductTile';
import QuantityStepper from './QuantityStepper';
import * as page from './CatalogPage.module.css';
import * as styles from './ProductPage.module.css';
import { media } from '../../../styles/breakpoints';

// The pickers of bundle, downloadable and grouped products come with the first such product a
// shopper opens, not with every product page.
const BundleOptions = lazyWithPreload(
  () => import(/* webpackChunkName: "product-bundle" */ './BundleOptions'),
);
const DownloadableLinks = lazyWithPreload(
  () => import(/* webpackChunkName: "product-downloadable" */ './DownloadableLinks'),
);
const GroupedItems = lazyWithPreload(
  () => import(/* webpackChunkName: "product-grouped" */ './GroupedItems'),
);

const RELATED_SIZES = `${media.from('xl')} 20vw, ${media.from('sm')} 33vw, 50vw`;

/**
 * Root component for products found by route resolution: gallery, name, price, stock, sku,
 * options, quantity and the add-to-cart button, then description, specifications and related
 * products.
 */
export default function ProductPage({ relativeUrl }: PageProps) {
  const intl = useIntl();
  const view = useProductPage(relativeUrl);
  const { WishlistHeart } = useCatalogSlots();
  if (view.status === 'missing') return <NotFound />;
  if (view.status === 'loading') {
    return (
      <main className={page.root}>
        <ProductPageShimmer />
      </main>
    );
  }
  if (view.status === 'error') {
    return (
      <main className={page.root}>
        <SectionError onRetry={view.handleRetry} />
      </main>
    );
  }
  const hintId = 'product-add-to-cart-hint';
  return (
    <main className={page.root}>
      <Breadcrumbs crumbs={view.breadcrumbs} />
      <div className={styles.layout}>
        <ProductGallery images={view.images} name={view.name} />
        <div className={styles.details}>
          <h1 className={styles.name}>{view.name}</h1>
          {view.rating ? (
            <a
              href={`#${REVIEWS_SECTION_ID}`}
              className={styles.ratingLink}
              onClick={(event) => {
                const heading = document.getElementById(REVIEWS_SECTION_ID);
                if (!heading) return;
                event.preventDefault();
                heading.scrollIntoView({ block: 'start' });
                heading.focus({ preventScroll: true });
              }}
            >
              <RatingStars percent={view.rating.percent} stars={view.rating.stars} />
              <span className={styles.ratingCount}>
                <FormattedMessage
                  id="catalog.productPage.reviewCount"
                  defaultMessage="{count, plural, one {# review} other {# reviews}}"
                  values={{ count: view.rating.count }}
                />
              </span>
            </a>
          ) : null}
          <div className={styles.summary}>
            {view.price ? <ProductPrice price={view.price} size="large" /> : null}
            <p className={view.inStock ? styles.inStock : styles.outOfStock}>
              {view.inStock ? (
                <FormattedMessage id="catalog.productPage.inStock" defaultMessage="In stock" />
              ) : (
                <FormattedMessage id="catalog.productPage.outOfStock" defaultMessage="Out of stock" />
              )}
              {view.inStock && view.onlyLeft ? (
                <span className={styles.onlyLeft}>
                  {' · '}
                  <FormattedMessage
                    id="catalog.productPage.onlyLeft"
                    defaultMessage="Only {count} left"
                    values={{ count: view.onlyLeft }}
                  />
                </span>
              ) : null}
            </p>
            <p className={styles.sku}>
              <FormattedMessage
                id="catalog.productPage.sku"
                defaultMessage="SKU: {sku}"
                values={{ sku: view.sku }}
              />
            </p>
          </div>
          {view.shortDescriptionHtml ? (
            <RichContent className={styles.shortDescription} html={view.shortDescriptionHtml} />
          ) : null}
          <form
            className={styles.purchase}
            onSubmit={(event) => {
              event.preventDefault();
              view.handleAddToCart();
            }}
          >
            {view.options.map((option) => (
              <OptionPicker key={option.uid} option={option} onSelect={view.handleSelectOption} />
            ))}
            <Suspense fallback={<div className={styles.optionsLoading} aria-busy="true" />}>
              {view.bundle ? <BundleOptions bundle={view.bundle} /> : null}
              {view.downloadable ? <DownloadableLinks downloadable={view.downloadable} /> : null}
              {view.grouped ? <GroupedItems grouped={view.grouped} /> : null}
            </Suspense>
            {view.grouped ? null : (
              <QuantityStepper
                value={view.quantity.value}
                min={view.quantity.min}
                max={view.quantity.max}
                onChange={view.handleQuantityChange}
              />
            )}
            <div className={styles.actions}>
              <Button
                type="submit"
                priority="high"
                className={styles.addToCart}
                disabled={!view.canAddToCart}
                // While adding it stays focusable, so a keyboard user's focus stays on it.
                aria-disabled={view.isAddingToCart || undefined}
                aria-describedby={view.canAddToCart ? undefined : hintId}
              >
                {view.isAddingToCart ? (
                  <FormattedMessage id="catalog.productPage.addingToCart" defaultMessage="Adding..." />
                ) : (
                  <FormattedMessage id="catalog.productPage.addToCart" defaultMessage="Add to Cart" />
                )}
              </Button>
              {view.bundle || view.grouped ? null : (
                <WishlistHeart sku={view.productSku} selectedOptions={view.chosenOptions} name={view.name} />
              )}
              {!view.canAddToCart ? (
                <p id={hintId} className={styles.hint}>
                  {view.downloadable?.missing && !view.soldOut ? (
                    <FormattedMessage
                      id="catalog.productPage.chooseLinks"
                      defaultMessage="Choose at least one of the {links} first."
                      values={{
                        links:
                          view.downloadable.title ||
                          intl.formatMessage({ id: 'catalog.downloadable.links', defaultMessage: 'Links' }),
                      }}
                    />
                  ) : view.missingOptions.length > 0 && !view.soldOut ? (
                    <FormattedMessage
                      id="catalog.productPage.chooseOptions"
                      defaultMessage="Choose {options} first."
                      values={{ options: intl.formatList(view.missingOptions, { type: 'conjunction' }) }}
                    />
                  ) : (
                    <FormattedMessage
                      id="catalog.productPage.unavailable"
                      defaultMessage="This product is out of stock."
                    />
                  )}
                </p>
              ) : null}
            </div>
            <p className={view.pendingAddToCart ? styles.cartPending : styles.cartMessage} role="status">
              {view.pendingAddToCart ? (
                <FormattedMessage
                  id="cart.pendingAdds.kept"
                  defaultMessage="You are offline. {name} will be added to your cart when you are back online."
                  values={{ name: view.pendingAddToCart }}
                />
              ) : view.addedToCart ? (
                <FormattedMessage
                  id="catalog.productPage.addedToCart"
                  defaultMessage="Added {name} to your cart."
                  values={{ name: view.addedToCart }}
                />
              ) : null}
            </p>
            {view.addToCartError ? (
              <p className={styles.cartError} role="alert">
                {view.addToCartError}
              </p>
            ) : null}
          </form>
        </div>
      </div>
      {view.descriptionHtml ? (
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.sectionTitle}>
            <FormattedMessage id="catalog.productPage.description" defaultMessage="Description" />
          </h2>
          <RichContent className={styles.description} html={view.descriptionHtml} />
        </section>
      ) : null}
      {view.specifications.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-specifications">
          <h2 id="product-specifications" className={styles.sectionTitle}>
            <FormattedMessage id="catalog.productPage.specifications" defaultMessage="Specifications" />
          </h2>
          <dl className={styles.specifications}>
            {view.specifications.map((spec) => (
              <div key={spec.code} className={styles.specification}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <ProductReviews sku={view.productSku} rating={view.rating} />
      {view.related.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-related">
          <h2 id="product-related" className={styles.sectionTitle}>
            <FormattedMessage id="catalog.productPage.related" defaultMessage="Related Products" />
          </h2>
          <ul className={styles.related}>
            {view.related.map((tile) => (
              <li key={tile.uid}>
                <ProductTile tile={tile} sizes={RELATED_SIZES} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
