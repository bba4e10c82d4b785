/**
 * Cart actions (spec 4): create, get details, add, update, remove, each as request then receive;
 * cart recovery; the customer's cart on sign-in (a guest cart is merged into it). The cart's data
 * lands in the Apollo cache through the mutations' answers; the cart slice keeps the id, flags,
 * errors and optimistic quantities.
 *
 * Recovery: when an add or update fails because the cart is missing, inactive or not the current
 * user's (a GraphQL answer, not a network failure), the cart is discarded (a signed-in customer
 * is signed out instead), a new cart is created and its details fetched, and the action is tried
 * once more. "Unable to create cart" when the new cart cannot be had.
 */
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type {
  AddProductsToCartMutation,
  GetCartDetailsQuery,
  GetCustomerCartQuery,
  CreateGuestCartMutation,
  UpdateCartItemMutation,
} from '../../../__generated__/operations';
import {
  ADD_PRODUCTS_TO_CART,
  APPLY_COUPON,
  CREATE_GUEST_CART,
  GET_CART_DETAILS,
  GET_CUSTOMER_CART,
  MERGE_CARTS,
  REMOVE_CART_ITEM,
  REMOVE_COUPON,
  UPDATE_CART_ITEM,
} from '../graphql/cart';
import { isLostAnswer, sendOnce } from '../../../platform/apollo/lostAnswer';
import { browserIsOnline } from '../../../platform/apollo/retryLink';
import { STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import type { AppDispatch, RootState } from '../../../store/createAppStore';
import { cartActions } from '../../../store/cartSlice';
import type { AddItemRequest, UnconfirmedAdd } from '../../../store/pendingAddsSlice';
import type { StoreThunk, ThunkExtra } from '../../../store/thunkExtra';
import { signOut } from '../../../store/sessionThunks';

/** Parts of Magento's messages that mean the cart cannot be used any more (spec 8). */
const CART_RECOVERY_MESSAGES: readonly string[] = [
  'Could not find a cart',
  "The cart isn't active",
  'The current user cannot perform operations on cart',
];

/** Spec 8: a new cart cannot be created. */
export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

/** True for a GraphQL answer saying the cart is missing, inactive or someone else's. */
export function isCartRecoveryError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => CART_RECOVERY_MESSAGES.some((message) => entry.message.includes(message)))
  );
}

/** The backend refused the change for the shopper's reasons (stock, limits, options): its messages. */
export class CartUserError extends Error {
  constructor(messages: string[]) {
    super(messages.join(', '));
    this.name = 'CartUserError';
  }
}

/** A quantity change of a line; a configurable line also says how to add it again. */
export interface UpdateItemRequest {
  uid: string;
  quantity: number;
  /** The line's current quantity (to put it back if a configurable re-add fails). */
  previousQuantity?: number;
  /** For a configurable line: its parent sku and option value uids (update is remove then add). */
  configurable?: { parentSku: string; selectedOptions: string[] } | null;
}

type Dispatch = AppDispatch<ThunkExtra>;
type GetState = () => RootState;

/** Carts being created, per store (its services object), so simultaneous adds share one. */
const creating = new WeakMap<ThunkExtra, Promise<string>>();

async function customerCartId(apollo: ApolloClient): Promise<string> {
  const { data } = await apollo.query<GetCustomerCartQuery>({
    query: GET_CUSTOMER_CART,
    fetchPolicy: 'network-only',
  });
  const id = data?.customerCart.id;
  if (!id) throw new Error(UNABLE_TO_CREATE_CART);
  return id;
}

async function guestCartId(apollo: ApolloClient): Promise<string> {
  const { data } = await apollo.mutate<CreateGuestCartMutation>({
    mutation: CREATE_GUEST_CART,
    // A repeat after a lost answer leaves at most an empty cart nobody uses: safe to retry.
    context: { idempotent: true },
  });
  const id = data?.createGuestCart?.cart?.id;
  if (!id) throw new Error(UNABLE_TO_CREATE_CART);
  return id;
}

/**
 * The badge counts with a field outside stock Magento, which the cart documents leave out: after
 * a change, the cached count is dropped so the badge's query asks the backend again.
 */
function refreshItemCount(apollo: ApolloClient, cartId: string): void {
  const id = apollo.cache.identify({ __typename: 'Cart', id: cartId });
  if (id) apollo.cache.evict({ id, fieldName: 'total_summary_quantity_including_config' });
}

/** The saved cart's id, creating a cart first when there is none (a customer's own, or a guest's). */
export function createCart(): StoreThunk<Promise<string>> {
  return (dispatch, getState, extra) => {
    const existing = getState().cart.cartId;
    if (existing) return Promise.resolve(existing);
    const pending = creating.get(extra);
    if (pending) return pending;
    const run = (async () => {
      dispatch(cartActions.createCartRequest());
      try {
        const apollo = await extra.client;
        const id = getState().user.isSignedIn ? await customerCartId(apollo) : await guestCartId(apollo);
        extra.persistence.setItem(STORAGE_KEYS.cartId, id);
        dispatch(cartActions.createCartReceive({ payload: id }));
        return id;
      } catch (error) {
        dispatch(cartActions.createCartReceive({ error: new Error(UNABLE_TO_CREATE_CART) }));
        throw new Error(UNABLE_TO_CREATE_CART, { cause: error });
      } finally {
        creating.delete(extra);
      }
    })();
    creating.set(extra, run);
    return run;
  };
}

/** Fetches the cart's details from the network. A failure resets the cart (spec 4). */
export function getCartDetails(): StoreThunk<Promise<boolean>> {
  return async (dispatch, getState, { client, persistence }) => {
    const cartId = getState().cart.cartId;
    if (!cartId) return false;
    dispatch(cartActions.getDetailsRequest());
    try {
      const apollo = await client;
      await apollo.query({ query: GET_CART_DETAILS, variables: { cartId }, fetchPolicy: 'network-only' });
      dispatch(cartActions.getDetailsReceive());
      return true;
    } catch (error) {
      if (isCartRecoveryError(error)) persistence.removeItem(STORAGE_KEYS.cartId);
      dispatch(cartActions.getDetailsReceive({ error }));
      return false;
    }
  };
}

/**
 * Discards an unusable cart (a signed-in customer is signed out instead, a guest's cart is
 * cleared), creates a new one and fetches its details. Throws "Unable to create cart".
 */
function recoverCart(): StoreThunk<Promise<string>> {
  return async (dispatch, getState, { persistence }) => {
    if (getState().user.isSignedIn) {
      await dispatch(signOut());
    } else {
      persistence.removeItem(STORAGE_KEYS.cartId);
      dispatch(cartActions.resetCart());
    }
    let cartId: string;
    try {
      cartId = await dispatch(createCart());
    } catch {
      throw new Error(UNABLE_TO_CREATE_CART);
    }
    await dispatch(getCartDetails());
    return cartId;
  };
}

/**
 * Runs `attempt`; if it fails because the cart cannot be used, recovers the cart, calls
 * `restart` (to show the action in flight again) and runs `attempt` once more.
 */
async function withRecovery(
  dispatch: Dispatch,
  attempt: () => Promise<void>,
  restart: () => void,
): Promise<void> {
  try {
    await attempt();
  } catch (error) {
    if (!isCartRecoveryError(error)) throw error;
    await dispatch(recoverCart());
    restart();
    await attempt();
  }
}

function cartItemInput(item: AddItemRequest) {
  // A configurable product is added by its parent sku with the chosen option value uids.
  return item.parentSku
    ? {
        sku: item.parentSku,
        parent_sku: item.parentSku,
        quantity: item.quantity,
        selected_options: item.selectedOptions,
      }
    : item.selectedOptions.length > 0
      ? // A bundle (bundle/<option>/<selection>/<qty>) or a downloadable product (its chosen links):
        // its own sku with the chosen options.
        { sku: item.sku, quantity: item.quantity, selected_options: item.selectedOptions }
      : { sku: item.sku, quantity: item.quantity };
}

/** The cart as the backend has it now (not the cache): the read-back after a lost answer. */
async function cartNow(apollo: ApolloClient, cartId: string) {
  const { data } = await apollo.query<GetCartDetailsQuery>({
    query: GET_CART_DETAILS,
    variables: { cartId },
    fetchPolicy: 'network-only',
  });
  if (!data?.cart) throw new Error(`No cart ${cartId}`);
  return data.cart;
}

/** The cart's lines as the backend has them now. */
async function cartLinesNow(apollo: ApolloClient, cartId: string) {
  return (await cartNow(apollo, cartId)).items ?? [];
}

type CartLine = NonNullable<Awaited<ReturnType<typeof cartLinesNow>>[number]>;

/**
 * Whether a cart line holds `item`: a simple product by sku; a configurable one by its parent sku
 * and the chosen child's sku, or, when the child's sku is not known (a configurable line's quantity
 * change adds it again by options), the chosen option values.
 */
function lineHolds(line: CartLine, item: AddItemRequest): boolean {
  if (!item.parentSku && 'links' in line) {
    // A downloadable line: the same product with the same links.
    const links = (line.links ?? []).map((link) => link?.uid);
    return (
      line.product.sku === item.sku &&
      links.length === item.selectedOptions.length &&
      item.selectedOptions.every((uid) => links.includes(uid))
    );
  }
  if (!item.parentSku) return line.product.sku === item.sku;
  if (line.product.sku !== item.parentSku || !('configured_variant' in line)) return false;
  if (item.sku) return line.configured_variant?.sku === item.sku;
  const chosen = (line.configurable_options ?? []).map(
    (option) => option?.configurable_product_option_value_uid,
  );
  return (
    chosen.length === item.selectedOptions.length && item.selectedOptions.every((uid) => chosen.includes(uid))
  );
}

/** How many of `item` the cart holds now, read from the backend (0 when it has no such line). */
async function quantityInCart(apollo: ApolloClient, cartId: string, item: AddItemRequest): Promise<number> {
  return (await cartLinesNow(apollo, cartId)).reduce(
    (sum, line) => (line && lineHolds(line, item) ? sum + line.quantity : sum),
    0,
  );
}

/**
 * The connection went during an add: the add was not sent (`unconfirmed` null), or it was and its
 * answer was lost with no way to read the cart back. Whoever keeps the add to send it later passes
 * `unconfirmed` back, so the cart is checked before the add goes out again.
 */
class AddInterruptedError extends Error {
  constructor(
    readonly unconfirmed: UnconfirmedAdd | null,
    options?: ErrorOptions,
  ) {
    super('The connection was lost while adding to the cart.', options);
    this.name = 'AddInterruptedError';
  }
}

/** A failure to reach the backend while the browser says it is offline. */
const isOfflineFailure = (error: unknown): boolean =>
  error instanceof Error && isLostAnswer(error) && !browserIsOnline();

/**
 * Adds once, even when the answer is lost. Adding is not idempotent, so the retry link never
 * repeats it; but a dropped connection or a 5xx says nothing about whether the backend added the
 * item. So the cart is read first, and again after a lost answer: if the line grew by the quantity
 * asked, the add happened; otherwise it is sent again (sendOnce, within the retry budget).
 * Offline, the add is not sent, and one that cannot be told is an AddInterruptedError; `earlier`
 * is such an attempt, which counts if its cart grew by the quantity since.
 */
async function addToCartOnce(
  apollo: ApolloClient,
  cartId: string,
  item: AddItemRequest,
  earlier: UnconfirmedAdd | null = null,
): Promise<void> {
  if (earlier) {
    const now = await quantityInCart(apollo, earlier.cartId, item).catch((error: unknown) => {
      if (isOfflineFailure(error)) throw new AddInterruptedError(earlier, { cause: error });
      if (isLostAnswer(error)) throw error;
      return null; // That cart cannot be read any more (the backend says why): add to the cart in use.
    });
    if (now !== null && now >= earlier.quantityBefore + item.quantity) return;
  }
  let before: number;
  try {
    before = await quantityInCart(apollo, cartId, item);
  } catch (error) {
    if (isOfflineFailure(error)) throw new AddInterruptedError(null, { cause: error });
    // The cart cannot be read first: add without the safety net (a failure is then reported).
    await addToCart(apollo, cartId, [item]);
    return;
  }
  try {
    await sendOnce({
      send: () => addToCart(apollo, cartId, [item]),
      isDone: async () => (await quantityInCart(apollo, cartId, item)) >= before + item.quantity,
    });
  } catch (error) {
    if (isOfflineFailure(error)) {
      throw new AddInterruptedError({ cartId, quantityBefore: before }, { cause: error });
    }
    throw error;
  }
}

/**
 * Removes a line, even when the answer is lost: after a dropped connection or a 5xx the cart is
 * read back, and the removal is sent again only if the line is still there.
 */
async function removeLineOnce(apollo: ApolloClient, cartId: string, uid: string): Promise<void> {
  await sendOnce({
    send: () => apollo.mutate({ mutation: REMOVE_CART_ITEM, variables: { cartId, itemUid: uid } }),
    isDone: async () => !(await cartLinesNow(apollo, cartId)).some((line) => line?.uid === uid),
  });
}

const couponsOf = (cart: Awaited<ReturnType<typeof cartNow>>): string[] =>
  (cart.applied_coupons ?? []).flatMap((coupon) => (coupon?.code ? [coupon.code.toLowerCase()] : []));

/**
 * Applies a coupon once, even when the answer is lost: Magento refuses a second coupon ("A coupon
 * is already applied to the cart"), so after a dropped connection or a 5xx the cart is read back;
 * the code among its coupons means it was applied, else it is sent again. A refusal (GraphQL
 * error) is rejected as it is.
 */
export async function applyCouponOnce(
  apollo: ApolloClient,
  cartId: string,
  couponCode: string,
): Promise<void> {
  await sendOnce({
    send: () => apollo.mutate({ mutation: APPLY_COUPON, variables: { cartId, couponCode } }),
    isDone: async () => couponsOf(await cartNow(apollo, cartId)).includes(couponCode.toLowerCase()),
  });
}

/** Removes the cart's coupon once, even when the answer is lost (the cart is read back first). */
export async function removeCouponOnce(apollo: ApolloClient, cartId: string): Promise<void> {
  await sendOnce({
    send: () => apollo.mutate({ mutation: REMOVE_COUPON, variables: { cartId } }),
    isDone: async () => couponsOf(await cartNow(apollo, cartId)).length === 0,
  });
}

async function addToCart(apollo: ApolloClient, cartId: string, items: AddItemRequest[]): Promise<void> {
  const { data } = await apollo.mutate<AddProductsToCartMutation>({
    mutation: ADD_PRODUCTS_TO_CART,
    variables: { cartId, cartItems: items.map(cartItemInput) },
  });
  const userErrors = (data?.addProductsToCart?.user_errors ?? []).flatMap((entry) =>
    entry?.message ? [entry.message] : [],
  );
  if (userErrors.length) throw new CartUserError(userErrors);
}

/** What became of an add: made; failed (the cart's add error says why); or cut off by the connection. */
export type AddOutcome =
  | { status: 'added' }
  | { status: 'failed'; error: unknown }
  | { status: 'interrupted'; error: AddInterruptedError };

/**
 * Adds a product (creating the cart first if needed) and tells what became of it. An add the
 * connection cut off is not recorded as a failure: the caller may keep it and pass its
 * `unconfirmed` back as `earlier` once the connection returns.
 */
export function addItemWithOutcome(
  item: AddItemRequest,
  earlier: UnconfirmedAdd | null = null,
): StoreThunk<Promise<AddOutcome>> {
  return async (dispatch, getState, { client }) => {
    dispatch(cartActions.addItemRequest());
    try {
      const apollo = await client;
      let cartId = '';
      await withRecovery(
        dispatch,
        async () => {
          cartId = await dispatch(createCart()).catch((error: unknown) => {
            // No cart could be created offline: nothing was added.
            throw error instanceof Error && isOfflineFailure(error.cause)
              ? new AddInterruptedError(null, { cause: error })
              : error;
          });
          await addToCartOnce(apollo, cartId, item, earlier);
        },
        () => dispatch(cartActions.addItemRequest()),
      );
      refreshItemCount(apollo, cartId);
      dispatch(cartActions.addItemReceive());
      return { status: 'added' };
    } catch (error) {
      if (error instanceof AddInterruptedError) {
        dispatch(cartActions.addItemReceive());
        return { status: 'interrupted', error };
      }
      dispatch(cartActions.addItemReceive({ error }));
      return { status: 'failed', error };
    }
  };
}

/** Adds a product (creating the cart first if needed). Resolves true when it was added. */
export function addItem(item: AddItemRequest): StoreThunk<Promise<boolean>> {
  return async (dispatch) => {
    const outcome = await dispatch(addItemWithOutcome(item));
    // Nobody keeps it for later here: an add the connection cut off is a failure.
    if (outcome.status === 'interrupted') {
      dispatch(cartActions.addItemReceive({ error: outcome.error.cause }));
    }
    return outcome.status === 'added';
  };
}

async function setQuantity(apollo: ApolloClient, cartId: string, request: UpdateItemRequest): Promise<void> {
  const { configurable } = request;
  if (configurable && request.quantity > 0) {
    // Spec 4: a configurable line is removed, then added again with the new quantity; each once,
    // even when an answer is lost, so the line is neither lost nor doubled.
    await removeLineOnce(apollo, cartId, request.uid);
    const again = (quantity: number) =>
      addToCartOnce(apollo, cartId, {
        sku: '',
        parentSku: configurable.parentSku,
        quantity,
        selectedOptions: configurable.selectedOptions,
      });
    try {
      await again(request.quantity);
    } catch (error) {
      // Refused (stock, limits): put the line back as it was, then report why.
      if (request.previousQuantity) await again(request.previousQuantity).catch(() => undefined);
      throw error;
    }
    return;
  }
  const { data } = await apollo.mutate<UpdateCartItemMutation>({
    mutation: UPDATE_CART_ITEM,
    variables: { cartId, itemUid: request.uid, quantity: request.quantity },
    // An absolute quantity: sending it again changes nothing, so the retry link may repeat it.
    context: { idempotent: true },
  });
  const errors = (data?.updateCartItems?.errors ?? []).flatMap((entry) =>
    entry?.message ? [entry.message] : [],
  );
  if (errors.length) throw new CartUserError(errors);
}

/**
 * Changes a line's quantity (0 removes it). The new quantity shows at once and is rolled back,
 * with the backend's message, if the change is refused. Resolves true when it was made.
 */
export function updateItem(request: UpdateItemRequest): StoreThunk<Promise<boolean>> {
  return async (dispatch, getState, { client }) => {
    const pending = () =>
      dispatch(cartActions.updateItemRequest({ uid: request.uid, quantity: request.quantity }));
    pending();
    try {
      const apollo = await client;
      let cartId = '';
      await withRecovery(
        dispatch,
        async () => {
          cartId = requireCartId(getState);
          await setQuantity(apollo, cartId, request);
        },
        pending,
      );
      refreshItemCount(apollo, cartId);
      dispatch(cartActions.updateItemReceive(request.uid));
      return true;
    } catch (error) {
      dispatch(cartActions.updateItemReceive(request.uid, { error }));
      return false;
    }
  };
}

function requireCartId(getState: GetState): string {
  const cartId = getState().cart.cartId;
  if (!cartId) throw new Error('Missing required information: cartId');
  return cartId;
}

/** Removes a line; it disappears at once and comes back with the message if the backend refuses. */
export function removeItem(uid: string): StoreThunk<Promise<boolean>> {
  return async (dispatch, getState, { client }) => {
    dispatch(cartActions.removeItemRequest(uid));
    try {
      const apollo = await client;
      const cartId = requireCartId(getState);
      await removeLineOnce(apollo, cartId, uid);
      refreshItemCount(apollo, cartId);
      dispatch(cartActions.removeItemReceive(uid));
      return true;
    } catch (error) {
      dispatch(cartActions.removeItemReceive(uid, { error }));
      return false;
    }
  };
}

/**
 * After sign-in (or at start-up with a token and no cart): the customer's cart becomes the cart;
 * a guest cart saved before is merged into it first (its lines move over; it is then inactive).
 */
export function takeCustomerCart(): StoreThunk<Promise<void>> {
  return async (dispatch, getState, { client, persistence }) => {
    const guestCartId = getState().cart.cartId;
    dispatch(cartActions.createCartRequest());
    let cartId: string;
    try {
      const apollo = await client;
      cartId = await customerCartId(apollo);
      if (guestCartId && guestCartId !== cartId) {
        try {
          await apollo.mutate({
            mutation: MERGE_CARTS,
            variables: { sourceCartId: guestCartId, destinationCartId: cartId },
            // A repeat of a merge that was made finds the guest cart gone or inactive, which is
            // taken below as nothing to merge: the retry link may send it again.
            context: { idempotent: true },
          });
        } catch (error) {
          // A guest cart that is gone has nothing to merge; anything else is a failure.
          if (!isCartRecoveryError(error)) throw error;
        }
      }
      persistence.setItem(STORAGE_KEYS.cartId, cartId);
      dispatch(cartActions.createCartReceive({ payload: cartId }));
      refreshItemCount(apollo, cartId);
    } catch (error) {
      dispatch(cartActions.createCartReceive({ error }));
      return;
    }
    await dispatch(getCartDetails());
  };
}

/**
 * The cart could not be fetched (spec 4: a failed cart fetch resets the cart). A cart that is
 * missing, inactive or someone else's is also forgotten in storage, so the next action starts a
 * new one.
 */
export function cartFetchFailed(error: unknown): StoreThunk {
  return (dispatch, _getState, { persistence }) => {
    if (isCartRecoveryError(error)) persistence.removeItem(STORAGE_KEYS.cartId);
    dispatch(cartActions.getDetailsReceive({ error }));
  };
}
