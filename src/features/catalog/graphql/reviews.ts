import { gql } from '@apollo/client';

/** One page of a product's approved reviews (newest first), with its rating and count. */
export const GET_PRODUCT_REVIEWS = gql`
  query GetProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        rating_summary
        review_count
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
            ratings_breakdown {
              name
              value
            }
          }
          page_info {
            current_page
            page_size
            total_pages
          }
        }
      }
    }
  }
`;

/** What the review form needs: the store's rating criteria and whether guests may write. */
export const GET_REVIEW_FORM = gql`
  query GetReviewForm {
    storeConfig {
      store_code
      product_reviews_enabled
      allow_guests_to_write_product_reviews
    }
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
`;

/** The signed-in customer's first name, the nickname the form starts with. */
export const GET_REVIEWER_NAME = gql`
  query GetReviewerName {
    customer {
      firstname
    }
  }
`;

export const CREATE_PRODUCT_REVIEW = gql`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
        summary
        text
        average_rating
      }
    }
  }
`;
