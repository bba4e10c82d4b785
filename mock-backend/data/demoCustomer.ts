/**
 * The demo customer every fresh backend starts with (documented in the README): two saved
 * addresses, four past orders of seed products at their seed prices (two shipped with tracking
 * numbers, one invoiced and waiting to ship, one pending), a wish-list line and two stored cards. Every call answers fresh copies, so one state's changes never reach another.
 */
import { hashPasswordNow } from '../resolvers/account/passwords';
import type {
  AddressRecord,
  CustomerRecord,
  InvoiceRecord,
  OrderRecord,
  PaymentTokenRecord,
  WishlistItemRecord,
} from '../state';

export const DEMO_CUSTOMER_ID = 100;
export const DEMO_CUSTOMER_EMAIL = 'morgan.reyes@example.com';
export const DEMO_CUSTOMER_PASSWORD = 'Spindle-Demo1';

let demoHash: string | undefined;

const home: AddressRecord = {
  firstname: 'Morgan',
  lastname: 'Reyes',
  street: ['1420 Hawthorne Ave', 'Apt 3'],
  city: 'Portland',
  region_code: 'OR',
  region_id: 49,
  region: 'Oregon',
  postcode: '97214',
  country_code: 'US',
  telephone: '503-555-0142',
};

const studio: AddressRecord = {
  firstname: 'Morgan',
  lastname: 'Reyes',
  company: 'Reyes Sound Studio',
  street: ['88 Congress Ave'],
  city: 'Austin',
  region_code: 'TX',
  region_id: 57,
  region: 'Texas',
  postcode: '78701',
  country_code: 'US',
  telephone: '512-555-0188',
};

const visa = { code: 'braintree', title: 'Credit Card', card: { type: 'VI', last4: '1111' } };

function order(
  number: string,
  created_at: string,
  status: string,
  items: OrderRecord['items'],
  shipping: number,
  address: AddressRecord,
  taxRate: number,
): OrderRecord {
  const subtotal = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  const tax = Math.round(subtotal * taxRate * 100) / 100;
  return {
    id: `demo-${number}`,
    number,
    customer_id: DEMO_CUSTOMER_ID,
    email: DEMO_CUSTOMER_EMAIL,
    cart_id: `demo-cart-${number}`,
    created_at,
    status,
    currency: 'USD',
    items,
    totals: {
      subtotal,
      discount: 0,
      discount_label: null,
      tax,
      shipping,
      grand_total: Math.round((subtotal + tax + shipping) * 100) / 100,
    },
    shipping_address: structuredClone(address),
    billing_address: structuredClone(home),
    shipping_method:
      shipping === 0
        ? { carrier_code: 'freeshipping', method_code: 'freeshipping', title: 'Free Shipping - Free' }
        : { carrier_code: 'flatrate', method_code: 'flatrate', title: 'Flat Rate - Fixed' },
    payment: structuredClone(visa),
  };
}

/** The order's one invoice, for every line, with the order's totals. */
function invoiced(order: OrderRecord, number: string, created_at: string): OrderRecord {
  const items = order.items.map((item, index) => ({ item: index, quantity: item.quantity }));
  const { subtotal, discount, tax, shipping, grand_total } = order.totals;
  const invoice: InvoiceRecord = {
    id: `${order.id}-invoice-${number}`,
    number,
    created_at,
    items,
    totals: { subtotal, discount, tax, shipping, grand_total },
  };
  return { ...order, invoices: [invoice] };
}

/** The order's one shipment, for every line, with one tracking number. */
function shipped(
  order: OrderRecord,
  number: string,
  created_at: string,
  track: { carrier_code: string; title: string; number: string },
): OrderRecord {
  const items = order.items.map((item, index) => ({ item: index, quantity: item.quantity }));
  return {
    ...order,
    shipments: [{ id: `${order.id}-shipment-${number}`, number, created_at, items, tracks: [track] }],
  };
}

const line = (sku: string, name: string, url_key: string, price: number, quantity = 1) => ({
  sku,
  parent_sku: null,
  name,
  url_key,
  selected_options: [],
  quantity,
  price,
});

export function demoCustomerSeed(): {
  customer: CustomerRecord;
  orders: OrderRecord[];
  wishlists: Record<string, WishlistItemRecord[]>;
  paymentTokens: PaymentTokenRecord[];
} {
  demoHash ??= hashPasswordNow(DEMO_CUSTOMER_PASSWORD);
  const customer: CustomerRecord = {
    id: DEMO_CUSTOMER_ID,
    email: DEMO_CUSTOMER_EMAIL,
    firstname: 'Morgan',
    lastname: 'Reyes',
    password_hash: demoHash,
    created_at: '2025-03-02 18:04:11',
    addresses: [
      { ...structuredClone(home), id: 1001, default_shipping: true, default_billing: true },
      { ...structuredClone(studio), id: 1002, default_shipping: false, default_billing: false },
    ],
    failures_num: 0,
    lock_expires: null,
  };
  const orders = [
    shipped(
      invoiced(
        order(
          '000000101',
          '2025-04-12 15:22:08',
          'Complete',
          [line('SS-HF-3001', 'Hi-Fi Belt One Turntable', 'hi-fi-belt-one', 229)],
          0,
          home,
          0,
        ),
        '000000001',
        '2025-04-12 15:40:00',
      ),
      '000000001',
      '2025-04-14 10:12:45',
      { carrier_code: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' },
    ),
    shipped(
      invoiced(
        order(
          '000000102',
          '2025-06-30 09:41:52',
          'Complete',
          [
            line(
              'SS-VN-7001',
              'Neon Tidepool - Glass Harbor (Turquoise Vinyl)',
              'neon-tidepool-glass-harbor',
              32.99,
            ),
            line('SS-AC-9101', 'Complete Record Cleaning Kit', 'record-cleaning-kit', 24.95),
          ],
          5,
          home,
          0,
        ),
        '000000002',
        '2025-06-30 10:02:11',
      ),
      '000000002',
      '2025-07-01 16:30:09',
      { carrier_code: 'usps', title: 'United States Postal Service', number: '9400111899223197428490' },
    ),
    invoiced(
      order(
        '000000103',
        '2025-09-18 20:13:37',
        'Processing',
        [line('SS-SP-5015', 'Desk Duo Mini Speakers', 'desk-duo-mini-speakers', 89.95)],
        5,
        studio,
        0.0625,
      ),
      '000000003',
      '2025-09-18 20:30:00',
    ),
    order(
      '000000104',
      '2025-11-02 11:05:19',
      'Pending',
      [
        line('SS-HP-6030', 'Studio Monitor Headphones', 'studio-monitor-headphones', 99),
        line(
          'SS-VN-7101',
          'The Odell Prentiss Quintet - Blue Hour at the Lantern Room',
          'odell-prentiss-blue-hour',
          34.99,
          2,
        ),
      ],
      0,
      home,
      0,
    ),
  ];
  return {
    customer,
    orders,
    wishlists: {
      [String(DEMO_CUSTOMER_ID)]: [
        { id: '5001', sku: 'SS-SP-5005', quantity: 1, added_at: '2025-10-21 08:30:00' },
      ],
    },
    paymentTokens: [
      {
        public_hash: 'demo-visa-1111',
        customer_id: DEMO_CUSTOMER_ID,
        payment_method_code: 'braintree',
        type: 'card',
        details: JSON.stringify({ type: 'VI', maskedCC: '1111', expirationDate: '12/2029' }),
      },
      {
        public_hash: 'demo-mc-4444',
        customer_id: DEMO_CUSTOMER_ID,
        payment_method_code: 'braintree',
        type: 'card',
        details: JSON.stringify({ type: 'MC', maskedCC: '4444', expirationDate: '08/2027' }),
      },
    ],
  };
}
