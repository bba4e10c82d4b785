/**
 * What every address form checks and sends (spec 3 and 5): the required fields ("Is required."),
 * and the values as the backend takes them: trimmed, the street lines without an empty one, the
 * region found by its code among the backend's regions.
 */
import type { IntlShape } from 'react-intl';
import { regionByCode, type RegionOption } from '../../platform/directory/useUsRegions';
import { formRules } from '../../platform/forms/rules';

/** The yup rules of the address fields every form has (street2 and company are optional). */
export function addressRules(intl: IntlShape) {
  const { required } = formRules(intl);
  return {
    firstname: required(),
    lastname: required(),
    street1: required(),
    city: required(),
    region_code: required(),
    postcode: required(),
    telephone: required(),
  };
}

export type AddressFormValues = {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
};

/** An empty address form (each form adds its own fields: an email, a company, the defaults). */
export const EMPTY_ADDRESS: AddressFormValues = {
  firstname: '',
  lastname: '',
  street1: '',
  street2: '',
  city: '',
  region_code: '',
  postcode: '',
  telephone: '',
};

/** The form's address, trimmed, with its region (undefined when the code is not among `regions`). */
export function readAddress(values: AddressFormValues, regions: readonly RegionOption[]) {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: [values.street1.trim(), values.street2.trim()].filter(Boolean),
    city: values.city.trim(),
    region: regionByCode(regions, values.region_code),
    postcode: values.postcode.trim(),
    telephone: values.telephone.trim(),
  };
}
