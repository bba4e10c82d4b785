/**
 * Content type → component. Layout and text types (row, columns, heading, text) are in the page
 * chunk, because every page starts with them. The other types load when a page holds one
 * (preloadContentTypes asks for those of a top-level element as soon as it is parsed), with a
 * shimmer for image, dynamic block, banner and slider meanwhile (spec 4). They come in a few chunks of related,
 * small types (media, blocks, products) rather than one each, so a page needs few requests; the
 * heavy or rare ones (video, map, Instagram feed) stay on their own.
 */
import type { ComponentType, ReactNode } from 'react';
import { lazyWithPreload, type PreloadableComponent } from '../../../platform/react/lazyWithPreload';
import Column from './contentTypes/Column/Column';
import ColumnGroup from './contentTypes/ColumnGroup/ColumnGroup';
import ColumnLine from './contentTypes/ColumnLine/ColumnLine';
import Heading from './contentTypes/Heading/Heading';
import Row from './contentTypes/Row/Row';
import Text from './contentTypes/Text/Text';
import { contentTypesIn, leadingMarkup } from './contentTypeChunks';
import { BannerShimmer, DynamicBlockShimmer, ImageShimmer, SliderShimmer } from './shimmers';
import type { AnyContentNode, ConfigMap, ContentType, ContentTypeProps } from './types';

export interface ContentTypeView<K extends ContentType> {
  component: ComponentType<ContentTypeProps<K>>;
  /** Set for types in their own chunk. */
  preload?: () => Promise<unknown>;
  /** The placeholder while the code loads, as tall as what it stands for (no layout shift). */
  shimmer?: (config: ConfigMap[K], childNodes: readonly AnyContentNode[]) => ReactNode;
}

function lazyType<K extends ContentType>(
  factory: () => Promise<{ default: ComponentType<ContentTypeProps<K>> }>,
  shimmer?: ContentTypeView<K>['shimmer'],
): ContentTypeView<K> {
  const component: PreloadableComponent<ContentTypeProps<K>> = lazyWithPreload(factory);
  return { component, preload: component.preload, shimmer };
}

export const views: { [K in ContentType]: ContentTypeView<K> } = {
  row: { component: Row },
  'column-group': { component: ColumnGroup },
  'column-line': { component: ColumnLine },
  column: { component: Column },
  heading: { component: Heading },
  text: { component: Text },
  image: lazyType(
    () => import(/* webpackChunkName: "pb-media" */ './contentTypes/Image/Image'),
    (config) => <ImageShimmer config={config} />,
  ),
  tabs: lazyType(() => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/Tabs/Tabs')),
  'tab-item': lazyType(() => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/TabItem/TabItem')),
  buttons: lazyType(() => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/Buttons/Buttons')),
  'button-item': lazyType(
    () => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/ButtonItem/ButtonItem'),
  ),
  block: lazyType(() => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/Block/Block')),
  dynamic_block: lazyType(
    () => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/DynamicBlock/DynamicBlock'),
    (config) => <DynamicBlockShimmer config={config} />,
  ),
  products: lazyType(() => import(/* webpackChunkName: "pb-products" */ './contentTypes/Products/Products')),
  html: lazyType(() => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/Html/Html')),
  divider: lazyType(() => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/Divider/Divider')),
  video: lazyType(() => import(/* webpackChunkName: "pb-video" */ './contentTypes/Video/Video')),
  map: lazyType(() => import(/* webpackChunkName: "pb-map" */ './contentTypes/Map/Map')),
  banner: lazyType(
    () => import(/* webpackChunkName: "pb-media" */ './contentTypes/Banner/Banner'),
    (config) => <BannerShimmer config={config} />,
  ),
  slide: lazyType(() => import(/* webpackChunkName: "pb-media" */ './contentTypes/Slide/Slide')),
  slider: lazyType(
    () => import(/* webpackChunkName: "pb-media" */ './contentTypes/Slider/Slider'),
    (config, childNodes) => <SliderShimmer config={config} slideCount={childNodes.length} />,
  ),
  category: lazyType(() => import(/* webpackChunkName: "pb-products" */ './contentTypes/Category/Category')),
  instafeed: lazyType(
    () => import(/* webpackChunkName: "pb-instafeed" */ './contentTypes/Instafeed/Instafeed'),
  ),
  newsletter: lazyType(
    () => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/Newsletter/Newsletter'),
  ),
  faq: lazyType(() => import(/* webpackChunkName: "pb-blocks" */ './contentTypes/Faq/Faq')),
};

/** Starts downloading the code of every on-demand type the content holds, in parallel. */
export function preloadContentTypes(nodes: readonly AnyContentNode[]): void {
  const seen = new Set<ContentType>();
  const visit = (list: readonly AnyContentNode[]) => {
    for (const node of list) {
      if (node.config.isHidden) continue;
      if (!seen.has(node.contentType)) {
        seen.add(node.contentType);
        views[node.contentType].preload?.().catch(() => {
          // The element's boundary shows the failure when it renders.
        });
      }
      visit(node.children);
    }
  };
  visit(nodes);
}

/**
 * Downloads the code of the on-demand types the leading elements of Page Builder markup hold
 * (LEADING_ELEMENTS), without parsing it; settles when all of it is here (a failed chunk is left to
 * its element's boundary). A CMS page asks this with its data, so its top renders whole at once
 * instead of showing a shimmer per lazy element and revealing it later.
 */
export function preloadLeadingContentTypes(html: string): Promise<void> {
  const loads = contentTypesIn(leadingMarkup(html))
    .filter((name): name is ContentType => Object.hasOwn(views, name))
    .map((name) => views[name].preload?.().catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}
