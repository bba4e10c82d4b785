import { useMediaQuery } from '../../../platform/browser/useMediaQuery';
import { media } from '../../../styles/breakpoints';
import AccountTrigger from './AccountTrigger';
import CartTrigger from './CartTrigger';
import CurrencySwitcher from './CurrencySwitcher';
import HeaderFrame from './HeaderFrame';
import InfoBar from './InfoBar';
import MegaMenu from './MegaMenu';
import type { RenderSearchSuggestions } from './SearchBar';
import StoreSwitcher from './StoreSwitcher';
import StoreTabs from './StoreTabs';

/** From here the mega menu shows; below, the menu button opens the drawer. */
const MEGA_MENU_QUERY = media.from('2xl');
/** From here the switchers sit in the utility bar; below, they live in the drawer's footer. */
const SWITCHERS_QUERY = media.from('switchers');

/**
 * The header with its data-driven parts (inside the data layer): see HeaderFrame. Parts the
 * layout hides at the current width (the mega menu on phones and tablets, the switchers on
 * phones) are not rendered at all, so they cost neither queries nor render time there.
 */
export default function Header({
  searchSuggestions,
}: {
  /** Suggestions under the search field (the app's slot; see HeaderFrame). */
  searchSuggestions?: RenderSearchSuggestions;
}) {
  const hasMegaMenu = useMediaQuery(MEGA_MENU_QUERY, true);
  const hasSwitchers = useMediaQuery(SWITCHERS_QUERY, true);
  return (
    <HeaderFrame
      storeTabs={<StoreTabs />}
      infoBar={<InfoBar />}
      switchers={
        hasSwitchers ? (
          <>
            <StoreSwitcher />
            <CurrencySwitcher />
          </>
        ) : null
      }
      navigation={hasMegaMenu ? <MegaMenu /> : null}
      account={<AccountTrigger />}
      cart={<CartTrigger />}
      searchSuggestions={searchSuggestions}
    />
  );
}
