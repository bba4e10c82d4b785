import { FormattedMessage, useIntl } from 'react-intl';
import type { SortView } from '../hooks/useProductListing';
import { useSortControl } from '../hooks/useSortControl';
import Icon from '../../../components/Icon/Icon';
import { sortMessage } from './sortLabels';
import * as styles from './SortControl.module.css';

/**
 * The sort button and its menu (a listbox of the sorts). The button says "Sort by: <current>" on
 * wider screens and "Sort" on phones (spec 2: the text differs on desktop and mobile).
 */
export default function SortControl({ sort }: { sort: SortView }) {
  const intl = useIntl();
  const control = useSortControl(sort);
  const current = intl.formatMessage(sortMessage(sort.current.id));
  return (
    <div className={styles.root} ref={control.rootRef}>
      <button
        ref={control.buttonRef}
        id={control.buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={control.isOpen}
        aria-controls={control.isOpen ? control.listboxId : undefined}
        onClick={control.handleToggle}
        onKeyDown={control.handleButtonKeyDown}
      >
        <Icon name="sort" size={18} />
        <span className={styles.desktopText}>
          <FormattedMessage
            id="catalog.sort.buttonDesktop"
            defaultMessage="Sort by: {current}"
            values={{ current }}
          />
        </span>
        <span className={styles.mobileText}>
          <FormattedMessage id="catalog.sort.buttonMobile" defaultMessage="Sort" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage
              id="catalog.sort.currentHidden"
              defaultMessage="(now {current})"
              values={{ current }}
            />
          </span>
        </span>
      </button>
      {control.isOpen ? (
        <ul
          ref={control.listboxRef}
          id={control.listboxId}
          className={styles.menu}
          role="listbox"
          tabIndex={-1}
          aria-label={intl.formatMessage({
            id: 'catalog.sort.menuLabel',
            defaultMessage: 'Sort products by',
          })}
          aria-activedescendant={control.optionId(control.activeIndex)}
          onKeyDown={control.handleListKeyDown}
        >
          {sort.options.map((option, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys are the listbox's
            <li
              key={option.id}
              id={control.optionId(index)}
              role="option"
              aria-selected={option.selected}
              className={styles.option}
              data-active={index === control.activeIndex || undefined}
              onClick={() => control.handleChoose(index)}
              onMouseEnter={() => control.handleHover(index)}
            >
              <span>{intl.formatMessage(sortMessage(option.id))}</span>
              {option.selected ? <Icon name="check" size={18} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
