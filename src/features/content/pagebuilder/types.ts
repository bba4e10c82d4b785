import type { ReactNode } from 'react';
import type { BannerConfig } from './contentTypes/Banner/parse';
import type { BlockConfig } from './contentTypes/Block/parse';
import type { ButtonItemConfig } from './contentTypes/ButtonItem/parse';
import type { ButtonsConfig } from './contentTypes/Buttons/parse';
import type { CategoryConfig } from './contentTypes/Category/parse';
import type { ColumnConfig } from './contentTypes/Column/parse';
import type { ColumnGroupConfig } from './contentTypes/ColumnGroup/parse';
import type { ColumnLineConfig } from './contentTypes/ColumnLine/parse';
import type { DividerConfig } from './contentTypes/Divider/parse';
import type { DynamicBlockConfig } from './contentTypes/DynamicBlock/parse';
import type { FaqConfig } from './contentTypes/Faq/parse';
import type { HeadingConfig } from './contentTypes/Heading/parse';
import type { HtmlConfig } from './contentTypes/Html/parse';
import type { ImageConfig } from './contentTypes/Image/parse';
import type { InstafeedConfig } from './contentTypes/Instafeed/parse';
import type { MapConfig } from './contentTypes/Map/parse';
import type { NewsletterConfig } from './contentTypes/Newsletter/parse';
import type { ProductsConfig } from './contentTypes/Products/parse';
import type { RowConfig } from './contentTypes/Row/parse';
import type { SlideConfig } from './contentTypes/Slide/parse';
import type { SliderConfig } from './contentTypes/Slider/parse';
import type { TabItemConfig } from './contentTypes/TabItem/parse';
import type { TabsConfig } from './contentTypes/Tabs/parse';
import type { TextConfig } from './contentTypes/Text/parse';
import type { VideoConfig } from './contentTypes/Video/parse';

/** Every recognised content type (spec 3) and its configuration. */
export interface ConfigMap {
  row: RowConfig;
  column: ColumnConfig;
  'column-group': ColumnGroupConfig;
  'column-line': ColumnLineConfig;
  image: ImageConfig;
  heading: HeadingConfig;
  text: TextConfig;
  tabs: TabsConfig;
  'tab-item': TabItemConfig;
  buttons: ButtonsConfig;
  'button-item': ButtonItemConfig;
  block: BlockConfig;
  dynamic_block: DynamicBlockConfig;
  products: ProductsConfig;
  html: HtmlConfig;
  divider: DividerConfig;
  video: VideoConfig;
  map: MapConfig;
  banner: BannerConfig;
  slide: SlideConfig;
  slider: SliderConfig;
  category: CategoryConfig;
  instafeed: InstafeedConfig;
  newsletter: NewsletterConfig;
  faq: FaqConfig;
}

export type ContentType = keyof ConfigMap;

/** One parsed element: its type, its configuration and its nested elements. */
interface ContentNode<K extends ContentType = ContentType> {
  contentType: K;
  config: ConfigMap[K];
  children: AnyContentNode[];
}

export type AnyContentNode = { [K in ContentType]: ContentNode<K> }[ContentType];

/** What a content type's component receives. */
export interface ContentTypeProps<K extends ContentType> {
  config: ConfigMap[K];
  /** The element's visible children, parsed... */
  childNodes: AnyContentNode[];
  /** ...and rendered, in the same order. */
  children: ReactNode[];
}
