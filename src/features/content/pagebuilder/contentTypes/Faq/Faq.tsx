import { useId, useState } from 'react';
import ContentHtml from '../../ContentHtml';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import * as textStyles from '../Text/Text.module.css';
import * as styles from './Faq.module.css';

/** Questions and answers as an accordion (WAI-ARIA accordion pattern). */
export default function Faq({ config }: ContentTypeProps<'faq'>) {
  const id = useId();
  const style = useContentStyle(config);
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(config.items.flatMap((item, index) => (item.display === 'open' ? [index] : []))),
  );
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  if (!config.items.length) return null;
  return (
    <div className={cx(styles.faq, ...config.cssClasses)} style={style}>
      {config.items.map((item, index) => {
        const expanded = open.has(index);
        return (
          <div key={index} className={styles.item}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={`${id}-q-${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a-${index}`}
                className={styles.toggle}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <svg
                  className={styles.icon}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
                </svg>
              </button>
            </h3>
            <div
              id={`${id}-a-${index}`}
              role="region"
              aria-labelledby={`${id}-q-${index}`}
              hidden={!expanded}
              className={styles.answer}
            >
              <ContentHtml html={item.answer} className={textStyles.text} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
