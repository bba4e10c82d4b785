import { buttonClassName, type ButtonPriority } from '../../../../../components/Button/Button';
import ContentLink from '../../ContentLink';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import type { ButtonType } from './parse';
import * as styles from './ButtonItem.module.css';

/** Spec 3: primary is high priority, secondary normal, link low. */
export const BUTTON_PRIORITY: Record<ButtonType, ButtonPriority> = {
  primary: 'high',
  secondary: 'normal',
  link: 'low',
};

/** One button: a link styled by its type (a button without a link is only its label). */
export default function ButtonItem({ config }: ContentTypeProps<'button-item'>) {
  const style = useContentStyle(config);
  if (!config.text) return null;
  const look = buttonClassName({ priority: BUTTON_PRIORITY[config.buttonType] });
  return (
    <div className={cx(styles.item, ...config.cssClasses)} style={style}>
      {config.link ? (
        <ContentLink href={config.link} openInNewTab={config.openInNewTab} className={look}>
          {config.text}
        </ContentLink>
      ) : (
        <span className={look}>{config.text}</span>
      )}
    </div>
  );
}
