import { createElement } from 'react';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Heading.module.css';

/** A heading at the level the author chose. */
export default function Heading({ config }: ContentTypeProps<'heading'>) {
  const style = useContentStyle(config);
  if (!config.text) return null;
  return createElement(
    config.headingType,
    { className: cx(styles.heading, styles[config.headingType], ...config.cssClasses), style },
    config.text,
  );
}
