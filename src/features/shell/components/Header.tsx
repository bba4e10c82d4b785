import AccountTrigger from './AccountTrigger';
import CartTrigger from './CartTrigger';
import CurrencySwitcher from './CurrencySwitcher';
import HeaderFrame from './HeaderFrame';
import InfoBar from './InfoBar';
import MegaMenu from './MegaMenu';
import StoreSwitcher from './StoreSwitcher';
import StoreTabs from './StoreTabs';

/** The header with its data-driven parts (inside the data layer): see HeaderFrame. */
export default function Header() {
  return (
    <HeaderFrame
      storeTabs={<StoreTabs />}
      infoBar={<InfoBar />}
      switchers={
        <>
          <StoreSwitcher />
          <CurrencySwitcher />
        </>
      }
      navigation={<MegaMenu />}
      account={<AccountTrigger />}
      cart={<CartTrigger />}
    />
  );
}
