import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as styles from './Tabs.module.css';
import { useTabs } from './useTabs';

/** Tabs (WAI-ARIA tabs pattern): one panel per tab item, the default tab open at first. */
export default function Tabs({ config, childNodes, children }: ContentTypeProps<'tabs'>) {
  const intl = useIntl();
  const id = useId();
  const style = useContentStyle(config);
  const panels = childNodes
    .map((node, index) => ({ node, content: children[index] }))
    .filter(({ node }) => node.contentType === 'tab-item');
  const { selected, select, onKeyDown, tabRef } = useTabs(panels.length, config.defaultIndex);
  if (!panels.length) return null;
  const names = panels.map(
    ({ node }, index) =>
      (node.contentType === 'tab-item' && node.config.tabName) ||
      config.headers[index] ||
      intl.formatMessage(
        { id: 'content.tabs.untitled', defaultMessage: 'Tab {number}' },
        { number: index + 1 },
      ),
  );
  return (
    <div className={cx(styles.tabs, ...config.cssClasses)} style={style}>
      <div
        role="tablist"
        className={cx(styles.tablist, styles[config.tabNavigationAlignment])}
        aria-orientation="horizontal"
      >
        {names.map((name, index) => (
          <button
            key={`${name}-${index}`}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {name}
          </button>
        ))}
      </div>
      <div className={styles.content} style={{ minHeight: config.contentMinHeight }}>
        {panels.map(({ content }, index) => (
          <div
            key={index}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            tabIndex={0}
            hidden={index !== selected}
            className={styles.panel}
          >
            {content}
          </div>
        ))}
      </div>
    </div>
  );
}
