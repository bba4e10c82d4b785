/** The shopper's account: sign-in, tokens, registration, passwords, profile, addresses, payments. */
import {
  CREATE_CUSTOMER_ADDRESS,
  DELETE_CUSTOMER_ADDRESS,
  GET_CUSTOMER_ADDRESSES,
  UPDATE_CUSTOMER_ADDRESS,
} from '../../src/features/account/graphql/addressBook';
import {
  UPDATE_CUSTOMER_EMAIL,
  UPDATE_CUSTOMER_NAME,
} from '../../src/features/account/graphql/accountInformation';
import { GET_SUBSCRIPTION, SET_SUBSCRIPTION } from '../../src/features/account/graphql/communications';
import {
  CHANGE_PASSWORD,
  REQUEST_PASSWORD_RESET_EMAIL,
  RESET_PASSWORD,
} from '../../src/features/account/graphql/passwords';
import { DELETE_SAVED_PAYMENT, GET_SAVED_PAYMENTS } from '../../src/features/account/graphql/savedPayments';
import { CREATE_ACCOUNT, GET_CUSTOMER_DETAILS, SIGN_IN } from '../../src/features/account/graphql/session';
import { REVOKE_TOKEN } from '../../src/platform/apollo/revokeToken';
import { data, equal, graphqlError, ok } from '../check';
import { send } from '../documents';
import { EMAIL_TAKEN, TOKEN_REVOKED } from '../magentoMessages';
import { graphqlAddress } from '../fixtures';
import type { ContractCase } from '../suite';

const TOKEN = 'app/code/Magento/CustomerGraphQl/Model/Resolver/GenerateCustomerToken.php';
const CREATE = 'app/code/Magento/CustomerGraphQl/Model/Customer/CreateCustomerAccount.php';
const CUSTOMER_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/GetCustomerTest.php';
const PASSWORD_TEST =
  'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/ChangeCustomerPasswordTest.php';
const RESET_REQUEST = 'app/code/Magento/CustomerGraphQl/Model/Resolver/RequestPasswordResetEmail.php';
const ADDRESS_TEST = 'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/AuthenticationTest.php';
const NOT_AUTHORIZED = "The current customer isn't authorized.";
const WEAK_PASSWORD =
  'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';

const newEmail = () => `contract.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

export const accountCases: ContractCase[] = [
  {
    id: 'account.sign-in',
    title: 'generateCustomerToken with the right password answers a token',
    source: [
      TOKEN,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/GenerateCustomerTokenTest.php',
    ],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = data<{ generateCustomerToken: { token: string } }>(
        await send(client, SIGN_IN, { email: shopper.email, password: shopper.password }),
      );
      ok(answer.generateCustomerToken.token.length > 10, 'a token');
    },
  },
  {
    id: 'account.sign-in.wrong-password',
    title: 'generateCustomerToken with a wrong password: graphql-authentication, HTTP 401',
    source: [
      TOKEN,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/GenerateCustomerTokenTest.php',
      'app/code/Magento/GraphQl/Controller/GraphQl.php',
    ],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(client, SIGN_IN, { email: shopper.email, password: 'Wrong-Password-1' });
      graphqlError(answer, {
        message:
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        category: 'graphql-authentication',
        status: 401,
        hasPath: true,
      });
    },
  },
  {
    id: 'account.sign-in.unknown-email',
    title: 'generateCustomerToken for an email no account has: the same message as a wrong password',
    source: [TOKEN],
    async run({ client }) {
      const answer = await send(client, SIGN_IN, { email: newEmail(), password: 'Whatever-Password-1' });
      graphqlError(answer, {
        message:
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        category: 'graphql-authentication',
        status: 401,
      });
    },
  },
  {
    id: 'account.customer',
    title: "customer with the shopper's token answers their name and email",
    source: ['app/code/Magento/CustomerGraphQl/Model/Resolver/Customer.php', CUSTOMER_TEST],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const customer = data<{ customer: Record<string, unknown> }>(
        await send(client, GET_CUSTOMER_DETAILS, {}, { token: shopper.token }),
      ).customer;
      equal(
        { email: customer.email, firstname: customer.firstname, lastname: customer.lastname },
        { email: shopper.email, firstname: shopper.firstname, lastname: shopper.lastname },
        'customer',
      );
    },
  },
  {
    id: 'account.customer.guest',
    title: 'customer without a token: "The current customer isn\'t authorized." (graphql-authorization, 403)',
    source: ['app/code/Magento/CustomerGraphQl/Model/Resolver/Customer.php', CUSTOMER_TEST],
    async run({ client }) {
      const answer = await send(client, GET_CUSTOMER_DETAILS);
      graphqlError(answer, {
        message: NOT_AUTHORIZED,
        category: 'graphql-authorization',
        status: 403,
        hasPath: true,
      });
      equal(answer.body.data, { customer: null }, 'data');
    },
  },
  {
    id: 'account.token.revoked',
    title:
      'after revokeCustomerToken the token gets HTTP 401 "User token has been revoked", public queries too',
    source: [
      'app/code/Magento/CustomerGraphQl/Model/Resolver/RevokeCustomerToken.php',
      'app/code/Magento/JwtUserToken/Model/RevokedValidator.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/AuthenticationTest.php',
    ],
    async run({ client, fixtures }) {
      const other = await fixtures.otherShopper();
      const revoked = data<{ revokeCustomerToken: { result: boolean } }>(
        await send(client, REVOKE_TOKEN, {}, { token: other.token }),
      );
      equal(revoked.revokeCustomerToken.result, true, 'result');
      const answer = await client.gql('{ storeConfig { store_code } }', { token: other.token });
      graphqlError(answer, {
        message: TOKEN_REVOKED,
        category: 'graphql-authentication',
        status: 401,
        hasPath: false,
      });
    },
  },
  {
    id: 'account.create',
    title: 'createCustomerV2 answers the new customer',
    source: [CREATE, 'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/CreateCustomerV2Test.php'],
    async run({ client }) {
      const email = newEmail();
      const customer = data<{ createCustomerV2: { customer: Record<string, unknown> } }>(
        await send(client, CREATE_ACCOUNT, {
          input: {
            email,
            firstname: 'Avery',
            lastname: 'Contract',
            password: 'Contract-Pass-1',
            is_subscribed: false,
          },
        }),
      ).createCustomerV2.customer;
      equal(
        { email: customer.email, firstname: customer.firstname },
        { email, firstname: 'Avery' },
        'customer',
      );
    },
  },
  {
    id: 'account.create.duplicate',
    title:
      'createCustomerV2 with a taken email: "A customer with the same email address already exists in an associated website."',
    source: [CREATE, 'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/CreateCustomerV2Test.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(client, CREATE_ACCOUNT, {
        input: {
          email: shopper.email,
          firstname: 'Avery',
          lastname: 'Contract',
          password: 'Contract-Pass-1',
          is_subscribed: false,
        },
      });
      graphqlError(answer, {
        message: EMAIL_TAKEN,
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'account.create.invalid-email',
    title: 'createCustomerV2 with an invalid email: "\\"x\\" is not a valid email address."',
    source: [CREATE, 'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/CreateCustomerV2Test.php'],
    async run({ client }) {
      const answer = await send(client, CREATE_ACCOUNT, {
        input: {
          email: 'plainaddress',
          firstname: 'Avery',
          lastname: 'Contract',
          password: 'Contract-Pass-1',
          is_subscribed: false,
        },
      });
      graphqlError(answer, {
        message: '"plainaddress" is not a valid email address.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'account.create.weak-password',
    title:
      'createCustomerV2 with a password of one class of characters: Magento\'s "Minimum of different classes" message',
    source: [CREATE, 'app/code/Magento/Customer/Model/AccountManagement.php'],
    async run({ client }) {
      const answer = await send(client, CREATE_ACCOUNT, {
        input: {
          email: newEmail(),
          firstname: 'Avery',
          lastname: 'Contract',
          password: 'alllowercase',
          is_subscribed: false,
        },
      });
      graphqlError(answer, { message: WEAK_PASSWORD, category: 'graphql-input' });
    },
  },
  {
    id: 'account.name.update',
    title: 'updateCustomerV2 changes the name',
    source: ['app/code/Magento/CustomerGraphQl/Model/Customer/UpdateCustomerAccount.php'],
    async run({ client, fixtures }) {
      const other = await fixtures.otherShopper();
      const customer = data<{ updateCustomerV2: { customer: { firstname: string; lastname: string } } }>(
        await send(
          client,
          UPDATE_CUSTOMER_NAME,
          { firstname: 'Jordan', lastname: 'Renamed' },
          { token: other.token },
        ),
      ).updateCustomerV2.customer;
      equal(
        { firstname: customer.firstname, lastname: customer.lastname },
        { firstname: 'Jordan', lastname: 'Renamed' },
        'name',
      );
    },
  },
  {
    id: 'account.email.wrong-password',
    title:
      'updateCustomerEmail with a wrong password: "Invalid login or password." (graphql-authentication, 401)',
    source: [
      'app/code/Magento/CustomerGraphQl/Model/Customer/CheckCustomerPassword.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/UpdateCustomerEmailTest.php',
    ],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(
        client,
        UPDATE_CUSTOMER_EMAIL,
        { email: newEmail(), password: 'Wrong-Password-1' },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: 'Invalid login or password.',
        category: 'graphql-authentication',
        status: 401,
        hasPath: true,
      });
    },
  },
  {
    id: 'account.password.wrong-current',
    title:
      'changeCustomerPassword with a wrong current password: "Invalid login or password." (401), the token stays good',
    source: ['app/code/Magento/CustomerGraphQl/Model/Resolver/ChangePassword.php', PASSWORD_TEST],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(
        client,
        CHANGE_PASSWORD,
        { currentPassword: 'Wrong-Password-1', newPassword: 'Another-Pass-2' },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: 'Invalid login or password.',
        category: 'graphql-authentication',
        status: 401,
        hasPath: true,
      });
      data(await send(client, GET_CUSTOMER_DETAILS, {}, { token: shopper.token }));
    },
  },
  {
    id: 'account.password.weak',
    title: 'changeCustomerPassword to a weak password: the "Minimum of different classes" message',
    source: ['app/code/Magento/CustomerGraphQl/Model/Resolver/ChangePassword.php', PASSWORD_TEST],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(
        client,
        CHANGE_PASSWORD,
        { currentPassword: shopper.password, newPassword: 'alllowercase' },
        { token: shopper.token },
      );
      graphqlError(answer, { message: WEAK_PASSWORD, category: 'graphql-input' });
    },
  },
  {
    id: 'account.password-reset.request',
    title: 'requestPasswordResetEmail for an account answers true',
    source: [
      RESET_REQUEST,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/RequestPasswordResetEmailTest.php',
    ],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      equal(
        data(await send(client, REQUEST_PASSWORD_RESET_EMAIL, { email: shopper.email })),
        { requestPasswordResetEmail: true },
        'data',
      );
    },
  },
  {
    id: 'account.password-reset.unknown',
    title: 'requestPasswordResetEmail for an email no account has: "Cannot reset the customer\'s password"',
    source: [
      RESET_REQUEST,
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/RequestPasswordResetEmailTest.php',
    ],
    async run({ client }) {
      const answer = await send(client, REQUEST_PASSWORD_RESET_EMAIL, { email: newEmail() });
      graphqlError(answer, { message: "Cannot reset the customer's password", category: 'graphql-input' });
    },
  },
  {
    id: 'account.password-reset.invalid-email',
    title: 'requestPasswordResetEmail with an invalid email: "The email address has an invalid format."',
    source: [RESET_REQUEST],
    async run({ client }) {
      const answer = await send(client, REQUEST_PASSWORD_RESET_EMAIL, { email: 'not-an-email' });
      graphqlError(answer, {
        message: 'The email address has an invalid format.',
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'account.password-reset.bad-token',
    title: 'resetPassword with a token Magento never issued is refused (graphql-input)',
    source: [
      'app/code/Magento/CustomerGraphQl/Model/Resolver/ResetPassword.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/ResetPasswordTest.php',
    ],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(client, RESET_PASSWORD, {
        email: shopper.email,
        token: 'abcdefghijklmnopqrstuvwxyz012345',
        newPassword: 'Contract-Pass-2',
      });
      graphqlError(answer, {
        message:
          /^(The password token is mismatched\. Reset and try again\.|Cannot set the customer's password)$/,
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'account.subscription',
    title: 'updateCustomerV2 is_subscribed subscribes the customer; customer.is_subscribed says so',
    source: [
      'app/code/Magento/NewsletterGraphQl/Model/Resolver/IsSubscribed.php',
      'app/code/Magento/CustomerGraphQl/Model/Customer/UpdateCustomerAccount.php',
    ],
    async run({ client, fixtures }) {
      const other = await fixtures.otherShopper();
      data(await send(client, SET_SUBSCRIPTION, { isSubscribed: true }, { token: other.token }));
      const customer = data<{ customer: { is_subscribed: boolean } }>(
        await send(client, GET_SUBSCRIPTION, {}, { token: other.token }),
      ).customer;
      equal(customer.is_subscribed, true, 'is_subscribed');
    },
  },
  {
    id: 'account.address.create',
    title: 'createCustomerAddress answers the saved address with its region',
    source: [
      'app/code/Magento/CustomerGraphQl/Model/Customer/Address/CreateCustomerAddress.php',
      'dev/tests/api-functional/testsuite/Magento/GraphQl/Customer/CreateCustomerAddressTest.php',
    ],
    async run({ client, fixtures }) {
      const [shopper, address] = await Promise.all([fixtures.shopper(), fixtures.address()]);
      const {
        save_in_address_book: _unused,
        region: _code,
        region_id: _id,
        ...fields
      } = graphqlAddress(address);
      const saved = data<{ createCustomerAddress: { id: number; region: { region_code: string } } }>(
        await send(
          client,
          CREATE_CUSTOMER_ADDRESS,
          {
            input: {
              ...fields,
              region: { region_id: address.region.region_id, region_code: address.region.region_code },
            },
          },
          { token: shopper.token },
        ),
      ).createCustomerAddress;
      ok(typeof saved.id === 'number', 'an address id');
      equal(saved.region.region_code, address.region.region_code, 'region_code');
    },
  },
  {
    id: 'account.address.missing-fields',
    title: 'createCustomerAddress without required values: "Required parameters are missing: ..."',
    source: ['app/code/Magento/CustomerGraphQl/Model/Customer/Address/CreateCustomerAddress.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(
        client,
        CREATE_CUSTOMER_ADDRESS,
        { input: { city: 'Austin', country_code: 'US' } },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: /^Required parameters are missing: .*firstname/,
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'account.address.unknown',
    title:
      'deleteCustomerAddress of an id nobody has: "Could not find a address with ID \\"N\\"" (no-such-entity)',
    source: ['app/code/Magento/CustomerGraphQl/Model/Customer/Address/GetCustomerAddress.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(client, DELETE_CUSTOMER_ADDRESS, { id: 987654321 }, { token: shopper.token });
      graphqlError(answer, {
        message: 'Could not find a address with ID "987654321"',
        category: 'graphql-no-such-entity',
      });
    },
  },
  {
    id: 'account.address.forbidden',
    title:
      'updating another customer\'s address: "Current customer does not have permission to address with ID" (403)',
    source: ['app/code/Magento/CustomerGraphQl/Model/Customer/Address/GetCustomerAddress.php', ADDRESS_TEST],
    async run({ client, fixtures }) {
      const [shopper, other, address] = await Promise.all([
        fixtures.shopper(),
        fixtures.otherShopper(),
        fixtures.address(),
      ]);
      const {
        save_in_address_book: _unused,
        region: _code,
        region_id: _id,
        ...fields
      } = graphqlAddress(address);
      const input = {
        ...fields,
        region: { region_id: address.region.region_id, region_code: address.region.region_code },
      };
      const theirs = data<{ createCustomerAddress: { id: number } }>(
        await send(client, CREATE_CUSTOMER_ADDRESS, { input }, { token: other.token }),
      ).createCustomerAddress.id;
      const answer = await send(
        client,
        UPDATE_CUSTOMER_ADDRESS,
        { id: theirs, input: { city: 'Elsewhere' } },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: `Current customer does not have permission to address with ID "${theirs}"`,
        category: 'graphql-authorization',
        status: 403,
      });
    },
  },
  {
    id: 'account.address.delete-default',
    title:
      'deleting the default billing address: "Customer Address N is set as default billing address and can not be deleted"',
    source: ['app/code/Magento/CustomerGraphQl/Model/Customer/Address/DeleteCustomerAddress.php'],
    async run({ client, fixtures }) {
      const [other, address] = await Promise.all([fixtures.otherShopper(), fixtures.address()]);
      const {
        save_in_address_book: _unused,
        region: _code,
        region_id: _id,
        ...fields
      } = graphqlAddress(address);
      const input = {
        ...fields,
        region: { region_id: address.region.region_id, region_code: address.region.region_code },
        default_billing: true,
        default_shipping: true,
      };
      const id = data<{ createCustomerAddress: { id: number } }>(
        await send(client, CREATE_CUSTOMER_ADDRESS, { input }, { token: other.token }),
      ).createCustomerAddress.id;
      const listed = data<{ customer: { addresses: Array<{ id: number; default_billing: boolean }> } }>(
        await send(client, GET_CUSTOMER_ADDRESSES, {}, { token: other.token }),
      ).customer.addresses;
      ok(
        listed.some((entry) => entry.id === id && entry.default_billing),
        'the address is the default billing one',
      );
      const answer = await send(client, DELETE_CUSTOMER_ADDRESS, { id }, { token: other.token });
      graphqlError(answer, {
        message: `Customer Address ${id} is set as default billing address and can not be deleted`,
        category: 'graphql-input',
      });
    },
  },
  {
    id: 'account.payments',
    title: 'customerPaymentTokens answers the saved cards (an empty list for a new account)',
    source: ['app/code/Magento/VaultGraphQl/Model/Resolver/PaymentTokens.php'],
    async run({ client, fixtures }) {
      const other = await fixtures.otherShopper();
      equal(
        data(await send(client, GET_SAVED_PAYMENTS, {}, { token: other.token })),
        { customerPaymentTokens: { items: [] } },
        'data',
      );
    },
  },
  {
    id: 'account.payments.unknown',
    title: 'deletePaymentToken of a hash the shopper has not: "Could not find a token using public hash: X"',
    source: ['app/code/Magento/VaultGraphQl/Model/Resolver/DeletePaymentToken.php'],
    async run({ client, fixtures }) {
      const shopper = await fixtures.shopper();
      const answer = await send(
        client,
        DELETE_SAVED_PAYMENT,
        { publicHash: 'no-such-hash' },
        { token: shopper.token },
      );
      graphqlError(answer, {
        message: 'Could not find a token using public hash: no-such-hash',
        category: 'graphql-no-such-entity',
      });
    },
  },
];
