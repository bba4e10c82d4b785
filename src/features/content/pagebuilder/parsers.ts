import { bannerParser } from './contentTypes/Banner/parse';
import { blockParser } from './contentTypes/Block/parse';
import { buttonItemParser } from './contentTypes/ButtonItem/parse';
import { buttonsParser } from './contentTypes/Buttons/parse';
import { categoryParser } from './contentTypes/Category/parse';
import { columnParser } from './contentTypes/Column/parse';
import { columnGroupParser } from './contentTypes/ColumnGroup/parse';
import { columnLineParser } from './contentTypes/ColumnLine/parse';
import { dividerParser } from './contentTypes/Divider/parse';
import { dynamicBlockParser } from './contentTypes/DynamicBlock/parse';
import { faqParser } from './contentTypes/Faq/parse';
import { headingParser } from './contentTypes/Heading/parse';
import { htmlParser } from './contentTypes/Html/parse';
import { imageParser } from './contentTypes/Image/parse';
import { instafeedParser } from './contentTypes/Instafeed/parse';
import { mapParser } from './contentTypes/Map/parse';
import { newsletterParser } from './contentTypes/Newsletter/parse';
import { productsParser } from './contentTypes/Products/parse';
import { rowParser } from './contentTypes/Row/parse';
import { slideParser } from './contentTypes/Slide/parse';
import { sliderParser } from './contentTypes/Slider/parse';
import { tabItemParser } from './contentTypes/TabItem/parse';
import { tabsParser } from './contentTypes/Tabs/parse';
import { textParser } from './contentTypes/Text/parse';
import { videoParser } from './contentTypes/Video/parse';
import type { ContentTypeParser } from './definition';
import type { ConfigMap } from './types';

/** How each recognised content type is read. Types not listed here render nothing. */
export const parsers: { [K in keyof ConfigMap]: ContentTypeParser<ConfigMap[K]> } = {
  row: rowParser,
  column: columnParser,
  'column-group': columnGroupParser,
  'column-line': columnLineParser,
  image: imageParser,
  heading: headingParser,
  text: textParser,
  tabs: tabsParser,
  'tab-item': tabItemParser,
  buttons: buttonsParser,
  'button-item': buttonItemParser,
  block: blockParser,
  dynamic_block: dynamicBlockParser,
  products: productsParser,
  html: htmlParser,
  divider: dividerParser,
  video: videoParser,
  map: mapParser,
  banner: bannerParser,
  slide: slideParser,
  slider: sliderParser,
  category: categoryParser,
  instafeed: instafeedParser,
  newsletter: newsletterParser,
  faq: faqParser,
};

export const isContentType = (value: string): value is keyof ConfigMap => Object.hasOwn(parsers, value);
