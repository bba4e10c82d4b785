import { gql } from '@apollo/client';

const AddressBook_address = gql`
  fragment AddressBook_address on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    city
    region {
      region
      region_code
      region_id
    }
    postcode
    country_code
    telephone
    default_shipping
    default_billing
  }
`;

export const GET_CUSTOMER_ADDRESSES = gql`
  query GetCustomerAddresses {
    customer {
      email
      default_shipping
      default_billing
      addresses {
        ...AddressBook_address
      }
    }
  }
  ${AddressBook_address}
`;

export const CREATE_CUSTOMER_ADDRESS = gql`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...AddressBook_address
    }
  }
  ${AddressBook_address}
`;

export const UPDATE_CUSTOMER_ADDRESS = gql`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...AddressBook_address
    }
  }
  ${AddressBook_address}
`;

export const DELETE_CUSTOMER_ADDRESS = gql`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;
