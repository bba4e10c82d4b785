import { Suspense, type ReactNode } from 'react';
import Icon from '../Icon/Icon';
import { useDropdown } from './useDropdown';
import * as styles from './Dropdown.module.css';

export interface DropdownProps {
  /** What the trigger shows (icon, visible and hidden text). */
  label: ReactNode;
  /** The trigger's accessible name, when `label` has no text of its own. */
  'aria-label'?: string;
  /** The panel: rendered only while open, so a lazy one loads when first asked for. */
  renderPanel: (panel: { id: string; close: () => void }) => ReactNode;
  /** Loads the panel's code early: when the trigger is hovered or focused. */
  preload?: () => unknown;
  /**
   * Where the panel opens: below the whole header (the utility bar's switchers), above the
   * trigger (the drawer's footer), or just below the trigger (the default).
   */
  placement?: 'header' | 'drawer' | 'trigger';
  /** Replaces the compact uppercase trigger style. */
  triggerClassName?: string;
  /** A chevron after the label that turns while open. */
  chevron?: boolean;
  /** Before the trigger, inside the dropdown (a press on it does not close the panel). */
  children?: ReactNode;
}

/**
 * A button that opens a panel below it (spec 4, "Menus"): a press outside, Escape or focus
 * leaving closes it; Escape returns focus to the button.
 */
export default function Dropdown({
  label,
  'aria-label': ariaLabel,
  renderPanel,
  preload,
  placement = 'trigger',
  triggerClassName = styles.trigger,
  chevron = true,
  children,
}: DropdownProps) {
  const { isOpen, panelId, containerRef, triggerRef, toggle, close } = useDropdown();
  const placementClass =
    placement === 'drawer' ? ` ${styles.drawer}` : placement === 'header' ? ` ${styles.header}` : '';
  return (
    <div ref={containerRef} className={`${styles.root}${placementClass}`}>
      {children}
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={ariaLabel}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {label}
        {chevron ? (
          <Icon name="chevronDown" size={14} className={isOpen ? styles.chevronOpen : styles.chevron} />
        ) : null}
      </button>
      {isOpen ? <Suspense fallback={null}>{renderPanel({ id: panelId, close })}</Suspense> : null}
    </div>
  );
}
