import { gql } from '@apollo/client';
import { parse, print } from 'graphql';
import { stockDocument } from '../stockDocument';

const FULL = gql`
  query getMenu($id: String!) {
    categories(filters: { category_uid: { eq: $id } }) {
      items {
        uid
        menu_url
        children {
          uid
          category_as_label
        }
      }
    }
    cart(cart_id: $id) {
      ...Count
    }
  }
  fragment Count on Cart {
    total_quantity
    total_summary_quantity_including_config
  }
`;

describe('stockDocument', () => {
  it('is the same query without the extension fields, named apart', () => {
    expect(print(stockDocument(FULL))).toBe(
      print(
        parse(`
        query getMenuStock($id: String!) {
          categories(filters: { category_uid: { eq: $id } }) {
            items {
              uid
              children {
                uid
              }
            }
          }
          cart(cart_id: $id) {
            ...Count
          }
        }
        fragment Count on Cart {
          total_quantity
        }
      `),
      ),
    );
  });

  it('is made once per document', () => {
    expect(stockDocument(FULL)).toBe(stockDocument(FULL));
  });
});
