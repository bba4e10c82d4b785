import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { mixed, object } from 'yup';
import type {
  CreateProductReviewMutation,
  CreateProductReviewMutationVariables,
  GetReviewerNameQuery,
  GetReviewFormQuery,
} from '../../../__generated__/operations';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { formMessages } from '../../../platform/forms/messages';
import { formRules } from '../../../platform/forms/rules';
import { useIsSignedIn } from '../../../store/useSession';
import {
  CREATE_PRODUCT_REVIEW,
  GET_PRODUCT_REVIEWS,
  GET_REVIEW_FORM,
  GET_REVIEWER_NAME,
} from '../graphql/reviews';

const messages = defineMessages({
  // Luma's review form says the same when a rating is left out.
  ratingsRequired: {
    id: 'catalog.reviewForm.ratingsRequired',
    defaultMessage: 'Please select one of each of the ratings above.',
  },
});

export interface RatingCriterion {
  id: string;
  name: string;
  /** The choices, lowest first: the encoded value id and the stars it gives. */
  values: Array<{ id: string; stars: number }>;
}

const TEXT_FIELDS = ['nickname', 'summary', 'text'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
interface Values {
  nickname: string;
  summary: string;
  text: string;
  /** The chosen value id by rating id. */
  ratings: Record<string, string>;
}

export interface ReviewFormView {
  /**
   * What to show: nothing while the store's settings load or reviews are off, the sign-in prompt
   * to a guest the store does not let write, else the form (or its thank-you once sent).
   */
  mode: 'hidden' | 'signIn' | 'form' | 'sent';
  criteria: RatingCriterion[];
  values: Values;
  /** Messages of fields visited or submitted; `ratings` names the criteria still to rate. */
  errors: Partial<Record<TextField, string>> & { ratings?: string; unrated?: string[] };
  isSubmitting: boolean;
  /** Magento's refusal, as it came, else the default form error. */
  errorMessage: string | null;
  handleChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleRate: (ratingId: string, valueId: string) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Give each field's input (for a criterion, its first radio) to this, so focus can move to it. */
  fieldRef: (field: string) => (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  /** Another review after the thank-you. */
  startOver: () => void;
}

/**
 * The "Write a review" form (formik + yup): one 1-5 choice per active rating criterion from
 * `productReviewRatingsMetadata`, nickname (the signed-in customer's first name to start with),
 * summary and review; all required. Sent with `createProductReview`; Magento keeps the review for
 * moderation, so success is a thank-you, not a new line in the list.
 */
export function useReviewForm(sku: string): ReviewFormView {
  const intl = useIntl();
  const signedIn = useIsSignedIn();
  const settings = useQuery<GetReviewFormQuery>(GET_REVIEW_FORM);
  const reviewer = useQuery<GetReviewerNameQuery>(GET_REVIEWER_NAME, { skip: !signedIn });
  const [send] = useMutation<CreateProductReviewMutation, CreateProductReviewMutationVariables>(
    CREATE_PRODUCT_REVIEW,
    // Magento shows nothing new until a moderator approves, but the count and list are asked again.
    { refetchQueries: [GET_PRODUCT_REVIEWS] },
  );
  const [isSent, setSent] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const fields = useRef<Record<string, HTMLInputElement | HTMLTextAreaElement | null>>({});

  const criteria = useMemo<RatingCriterion[]>(
    () =>
      (settings.data?.productReviewRatingsMetadata.items ?? []).flatMap((item) =>
        item
          ? [
              {
                id: item.id,
                name: item.name,
                values: item.values.flatMap((value) =>
                  value ? [{ id: value.value_id, stars: Number(value.value) }] : [],
                ),
              },
            ]
          : [],
      ),
    [settings.data],
  );

  const schema = useMemo(() => {
    const rule = formRules(intl);
    return object({
      nickname: rule.required(),
      summary: rule.required(),
      text: rule.required(),
      ratings: mixed<Record<string, string>>().test(
        'every-rating',
        intl.formatMessage(messages.ratingsRequired),
        (value) => criteria.every((criterion) => Boolean(value?.[criterion.id])),
      ),
    });
  }, [intl, criteria]);

  const formik = useFormik<Values>({
    initialValues: { nickname: '', summary: '', text: '', ratings: {} },
    validationSchema: schema,
    onSubmit: async (values) => {
      setErrorMessage(null);
      try {
        const { data } = await send({
          variables: {
            input: {
              sku,
              nickname: values.nickname.trim(),
              summary: values.summary.trim(),
              text: values.text.trim(),
              ratings: criteria.map((criterion) => ({
                id: criterion.id,
                value_id: values.ratings[criterion.id]!,
              })),
            },
          },
        });
        if (data?.createProductReview.review) setSent(true);
        else setErrorMessage(intl.formatMessage(formMessages.defaultError));
      } catch (error) {
        setErrorMessage(formatRequestError(error, intl) || intl.formatMessage(formMessages.defaultError));
      }
    },
  });

  // The signed-in customer's first name, unless the shopper has typed a nickname already.
  const firstname = signedIn ? (reviewer.data?.customer?.firstname ?? '') : '';
  const { setFieldValue, validateForm, setTouched, submitForm, resetForm } = formik;
  const nicknameTouched = Boolean(formik.touched.nickname) || formik.values.nickname !== '';
  useEffect(() => {
    if (firstname && !nicknameTouched) void setFieldValue('nickname', firstname, false);
  }, [firstname, nicknameTouched, setFieldValue]);

  const handleRate = useCallback(
    (ratingId: string, valueId: string) => {
      void setFieldValue(`ratings.${ratingId}`, valueId);
    },
    [setFieldValue],
  );

  const handleSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      void validateForm().then((errors) => {
        void setTouched({ nickname: true, summary: true, text: true, ratings: true } as never, false);
        const firstUnrated = errors.ratings
          ? criteria.find((criterion) => !formik.values.ratings[criterion.id])
          : undefined;
        const firstInvalid = firstUnrated
          ? `rating-${firstUnrated.id}`
          : TEXT_FIELDS.find((field) => errors[field]);
        if (firstInvalid) {
          fields.current[firstInvalid]?.focus();
          return;
        }
        void submitForm();
      });
    },
    [criteria, formik.values.ratings, setTouched, submitForm, validateForm],
  );

  const fieldRef = useCallback(
    (field: string) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[field] = element;
    },
    [],
  );

  const touched = formik.touched as Partial<Record<TextField | 'ratings', boolean>>;
  const errors: ReviewFormView['errors'] = {};
  for (const field of TEXT_FIELDS) {
    if (touched[field] && formik.errors[field]) errors[field] = formik.errors[field];
  }
  if (touched.ratings && formik.errors.ratings) {
    errors.ratings = formik.errors.ratings as unknown as string;
    errors.unrated = criteria.filter((criterion) => !formik.values.ratings[criterion.id]).map((c) => c.id);
  }

  const config = settings.data?.storeConfig;
  let mode: ReviewFormView['mode'] = 'form';
  if (!config || config.product_reviews_enabled !== '1' || criteria.length === 0) mode = 'hidden';
  else if (!signedIn && config.allow_guests_to_write_product_reviews !== '1') mode = 'signIn';
  else if (isSent) mode = 'sent';

  return {
    mode,
    criteria,
    values: formik.values,
    errors,
    isSubmitting: formik.isSubmitting,
    errorMessage,
    handleChange: formik.handleChange,
    handleBlur: formik.handleBlur,
    handleRate,
    handleSubmit,
    fieldRef,
    startOver: () => {
      resetForm({ values: { nickname: firstname, summary: '', text: '', ratings: {} } });
      setErrorMessage(null);
      setSent(false);
    },
  };
}
