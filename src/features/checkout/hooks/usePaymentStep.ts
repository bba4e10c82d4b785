import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type {
  CreateBraintreeClientTokenMutation,
  GetCheckoutPaymentMethodsQuery,
  GetCheckoutStoreConfigQuery,
} from '../../../__generated__/operations';
import { useUsRegions, type RegionOption } from '../../../platform/directory/useUsRegions';
import type { BillingAddress, CheckInstructions, PaymentChoice } from '../../../store/checkoutSlice';
import { checkInstructionsOf, submitPaymentAndBilling } from './checkoutThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { checkoutMessages } from '../components/checkoutMessages';
import {
  CREATE_BRAINTREE_CLIENT_TOKEN,
  GET_CHECKOUT_STORE_CONFIG,
  GET_PAYMENT_METHODS,
} from '../graphql/checkout';
import {
  cardModeOf,
  createHostedCardForm,
  isCardNumber,
  testNonceFor,
  type CardMode,
  type HostedCardForm,
} from './cardPayment';
import { useAddressForm, valuesOf, type AddressForm } from './useAddressForm';
import { sameAddress, useAddressChoice, useSavedAddresses, type AddressChoice } from './useSavedAddresses';

export const CARD_METHOD = 'braintree';

interface PaymentMethodOption {
  code: string;
  title: string;
}

export interface PaymentStep {
  methods: PaymentMethodOption[];
  isLoadingMethods: boolean;
  selected: string;
  choose: (code: string) => void;
  /** For the card method: 'test' (embedded backend), 'hosted' (Braintree), null while unknown. */
  cardMode: CardMode | null;
  cardState: 'idle' | 'loading' | 'ready' | 'unavailable';
  cardNumber: string;
  cardError: string | null;
  setCardNumber: (value: string) => void;
  cardNumberRef: (element: HTMLElement | null) => void;
  /** Element ids the hosted card fields mount into. */
  hostedIds: { number: string; cvv: string; expirationDate: string };
  /** For check / money order: whom to make it payable to and where to mail it, as the store says. */
  checkInstructions: CheckInstructions | null;
  sameAsShipping: boolean;
  toggleSameAsShipping: () => void;
  billing: AddressForm;
  /** A signed-in customer's saved addresses for billing, their default billing address chosen. */
  billingAddresses: AddressChoice;
  regions: RegionOption[];
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  isSubmitting: boolean;
  error: string | null;
  summary: { payment: string; billing: string[] | null; email: string | null } | null;
  /** A virtual cart: billing is always an address of its own. */
  virtual: boolean;
}

/**
 * Payment and billing, submitted together (spec 4). A signed-in customer whose default billing
 * address is not the shipping address starts with it chosen; otherwise billing is the shipping
 * address until the shopper says otherwise.
 */
export function usePaymentStep(idPrefix: string, virtual = false): PaymentStep {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const cartId = useAppSelector((state) => state.cart.cartId);
  const savedBilling = useAppSelector((state) => state.checkout.billingAddress);
  const shippingAddress = useAppSelector((state) => state.checkout.shippingAddress);
  const paymentCode = useAppSelector((state) => state.checkout.paymentCode);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const billingError = useAppSelector((state) => state.checkout.stepErrors.billingAddress);
  const paymentError = useAppSelector((state) => state.checkout.stepErrors.paymentMethod);
  const regions = useUsRegions();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);

  const { data, loading } = useQuery<GetCheckoutPaymentMethodsQuery>(GET_PAYMENT_METHODS, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-and-network',
  });
  const methods = (data?.cart?.available_payment_methods ?? []).flatMap((method) =>
    method ? [{ code: method.code, title: method.title }] : [],
  );
  const { data: config } = useQuery<GetCheckoutStoreConfigQuery>(GET_CHECKOUT_STORE_CONFIG, {
    fetchPolicy: 'cache-first',
  });
  const { addresses: savedAddresses } = useSavedAddresses();

  const [selected, setSelected] = useState(paymentCode ?? '');
  const [missing, setMissing] = useState(false);
  const [cardNumber, setCardNumberValue] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [cardMode, setCardMode] = useState<CardMode | null>(null);
  const [cardState, setCardState] = useState<PaymentStep['cardState']>('idle');
  const [sameChoice, setSameChoice] = useState<boolean | null>(savedBilling?.sameAsShippingAddress ?? null);
  const defaultBilling = savedAddresses.find((saved) => saved.isDefaultBilling);
  // A virtual cart has no shipping address for billing to be the same as.
  const sameAsShipping =
    !virtual &&
    (sameChoice ??
      !(defaultBilling && shippingAddress && !sameAddress(shippingAddress, defaultBilling.address)));
  const cardInput = useRef<HTMLElement | null>(null);
  const hosted = useRef<HostedCardForm | null>(null);
  const [createToken] = useMutation<CreateBraintreeClientTokenMutation>(CREATE_BRAINTREE_CLIENT_TOKEN, {
    // A client token changes nothing in the store; a repeat after a lost answer only makes another.
    context: { idempotent: true },
  });

  const hostedIds = {
    number: `${idPrefix}-card-number`,
    cvv: `${idPrefix}-card-cvv`,
    expirationDate: `${idPrefix}-card-expiry`,
  };

  const [authorization, setAuthorization] = useState<string | null>(null);

  // The card method needs its authorization (asked once, when a card is first chosen).
  useEffect(() => {
    if (selected !== CARD_METHOD || cardState !== 'idle') return;
    setCardState('loading');
    void (async () => {
      try {
        const { data: token } = await createToken();
        const value = token?.createBraintreeClientToken ?? '';
        if (!value) throw new Error('No authorization');
        const mode = cardModeOf(value);
        setAuthorization(value);
        setCardMode(mode);
        if (mode === 'test') setCardState('ready');
      } catch {
        setCardState('unavailable');
      }
    })();
  }, [selected, cardState, createToken]);

  // A real Braintree: once the field containers are on the page, its SDK loads and mounts into them.
  useEffect(() => {
    if (cardMode !== 'hosted' || !authorization || hosted.current) return;
    let cancelled = false;
    void createHostedCardForm(authorization, {
      number: `#${hostedIds.number}`,
      cvv: `#${hostedIds.cvv}`,
      expirationDate: `#${hostedIds.expirationDate}`,
    }).then(
      (form) => {
        if (cancelled) {
          void form.teardown().catch(() => undefined);
          return;
        }
        hosted.current = form;
        setCardState('ready');
      },
      () => {
        if (!cancelled) setCardState('unavailable');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [cardMode, authorization, hostedIds.number, hostedIds.cvv, hostedIds.expirationDate]);

  useEffect(
    () => () => {
      void hosted.current?.teardown().catch(() => undefined);
    },
    [],
  );

  const billing = useAddressForm({
    initialValues: valuesOf(
      savedBilling && !savedBilling.sameAsShippingAddress ? savedBilling : null,
      savedBilling && !savedBilling.sameAsShippingAddress ? (savedBilling.email ?? '') : '',
    ),
    // A guest's virtual order asks for the email here, having no shipping step.
    withEmail: virtual && !isSignedIn,
    regions,
    onSubmit: async () => undefined,
  });
  const billingAddresses = useAddressChoice({
    addresses: savedAddresses,
    restored: savedBilling && !savedBilling.sameAsShippingAddress ? savedBilling : null,
    preferred: 'isDefaultBilling',
    form: billing,
  });

  const setCardNumber = useCallback(
    (value: string) => {
      setCardNumberValue(value);
      setCardError(isCardNumber(value) ? null : intl.formatMessage(checkoutMessages.cardInvalid));
    },
    [intl],
  );

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!selected) {
      setMissing(true);
      return;
    }
    let nonce = '';
    if (selected === CARD_METHOD) {
      if (cardState !== 'ready') return;
      if (cardMode === 'test') {
        if (!isCardNumber(cardNumber)) {
          setCardError(intl.formatMessage(checkoutMessages.cardInvalid));
          cardInput.current?.focus();
          return;
        }
        nonce = testNonceFor(cardNumber);
      } else {
        try {
          nonce = (await hosted.current?.tokenize()) ?? '';
        } catch {
          setCardError(intl.formatMessage(checkoutMessages.cardInvalid));
          return;
        }
      }
    }
    let billingAddress: BillingAddress = { sameAsShippingAddress: true };
    if (!sameAsShipping) {
      const address = await billingAddresses.resolve();
      if (!address) return;
      const email = virtual && !isSignedIn ? billing.values.email.trim() : '';
      billingAddress = { ...address, sameAsShippingAddress: false, ...(email ? { email } : {}) };
    }
    const payment: PaymentChoice = { code: selected, data: { nonce } };
    try {
      await dispatch(submitPaymentAndBilling({ billingAddress, payment, virtual }));
    } catch {
      // rejected: shown from the store
    }
  };

  const titleOf = (code: string) =>
    methods.find((method) => method.code === code)?.title ??
    (code === 'checkmo' || code === 'braintree'
      ? intl.formatMessage(checkoutMessages[`payment_${code}`])
      : code);

  return {
    methods,
    isLoadingMethods: loading && methods.length === 0,
    selected,
    choose: (code) => {
      setSelected(code);
      setMissing(false);
    },
    cardMode,
    cardState,
    cardNumber,
    cardError,
    setCardNumber,
    cardNumberRef: (element) => {
      cardInput.current = element;
    },
    hostedIds,
    checkInstructions: checkInstructionsOf(config?.storeConfig),
    sameAsShipping,
    toggleSameAsShipping: () => setSameChoice(!sameAsShipping),
    billing,
    billingAddresses,
    regions,
    submit,
    isSubmitting,
    virtual,
    error: missing
      ? intl.formatMessage(checkoutMessages.choosePayment)
      : (billingError?.message ?? paymentError?.message ?? null),
    summary:
      paymentCode && savedBilling
        ? {
            payment: titleOf(paymentCode),
            email: savedBilling.sameAsShippingAddress ? null : (savedBilling.email ?? null),
            billing: savedBilling.sameAsShippingAddress
              ? null
              : [
                  `${savedBilling.firstname} ${savedBilling.lastname}`,
                  ...savedBilling.street,
                  `${savedBilling.city}, ${savedBilling.region_code} ${savedBilling.postcode}`,
                ],
          }
        : null,
  };
}
