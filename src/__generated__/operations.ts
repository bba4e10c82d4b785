/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** Specifies selected option for a select or multiselect attribute value. */
export type AttributeInputSelectedOption = {
  /** The attribute option value. */
  value: string;
};

/** Specifies the value for attribute. */
export type AttributeValueInput = {
  /** The code of the attribute. */
  attribute_code: string;
  /** An array containing selected options for a select or multiselect attribute. */
  selected_options?: Array<AttributeInputSelectedOption | null | undefined> | null | undefined;
  /** The value assigned to the attribute. */
  value?: string | null | undefined;
};

/** Defines the billing or shipping address to be applied to the cart. */
export type CartAddressInput = {
  /** The city specified for the billing or shipping address. */
  city: string;
  /** The company specified for the billing or shipping address. */
  company?: string | null | undefined;
  /** The country code and label for the billing or shipping address. */
  country_code: string;
  /** The custom attribute values of the billing or shipping address. */
  custom_attributes?: Array<AttributeValueInput | null | undefined> | null | undefined;
  /** The customer's fax number. */
  fax?: string | null | undefined;
  /** The first name of the customer or guest. */
  firstname: string;
  /** The last name of the customer or guest. */
  lastname: string;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: string | null | undefined;
  /** The ZIP or postal code of the billing or shipping address. */
  postcode?: string | null | undefined;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined;
  /** A string that defines the state or province of the billing or shipping address. */
  region?: string | null | undefined;
  /** An integer that defines the state or province of the billing or shipping address. */
  region_id?: number | null | undefined;
  /** Determines whether to save the address in the customer's address book. The default value is true. */
  save_in_address_book?: boolean | null | undefined;
  /** An array containing the street for the billing or shipping address. */
  street: Array<string | null | undefined>;
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined;
  /** The telephone number for the billing or shipping address. */
  telephone?: string | null | undefined;
  /** The VAT company number for billing or shipping address. */
  vat_id?: string | null | undefined;
};

export type CartItemErrorType =
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'UNDEFINED';

/** Defines an item to be added to the cart. */
export type CartItemInput = {
  /** An array of entered options for the base product, such as personalization text. */
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  /** For a child product, the SKU of its parent product. */
  parent_sku?: string | null | undefined;
  /** The amount or number of an item to add. */
  quantity: number;
  /** The selected options for the base product, such as color or size, using the unique ID for an object such as `CustomizableRadioOption`, `CustomizableDropDownOption`, or `ConfigurableProductOptionsValues`. */
  selected_options?: Array<string | null | undefined> | null | undefined;
  /** The SKU of the product. */
  sku: string;
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PERMISSION_DENIED'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type CheckoutUserInputErrorCodes =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REORDER_NOT_AVAILABLE'
  | 'UNDEFINED';

export type ContactUsInput = {
  /** The shopper's comment to the merchant. */
  comment: string;
  /** The email address of the shopper. */
  email: string;
  /** The full name of the shopper. */
  name: string;
  /** The shopper's telephone number. */
  telephone?: string | null | undefined;
};

/** The list of country codes. */
export type CountryCodeEnum =
  /** Andorra */
  | 'AD'
  /** United Arab Emirates */
  | 'AE'
  /** Afghanistan */
  | 'AF'
  /** Antigua & Barbuda */
  | 'AG'
  /** Anguilla */
  | 'AI'
  /** Albania */
  | 'AL'
  /** Armenia */
  | 'AM'
  /** Netherlands Antilles */
  | 'AN'
  /** Angola */
  | 'AO'
  /** Antarctica */
  | 'AQ'
  /** Argentina */
  | 'AR'
  /** American Samoa */
  | 'AS'
  /** Austria */
  | 'AT'
  /** Australia */
  | 'AU'
  /** Aruba */
  | 'AW'
  /** Åland Islands */
  | 'AX'
  /** Azerbaijan */
  | 'AZ'
  /** Bosnia & Herzegovina */
  | 'BA'
  /** Barbados */
  | 'BB'
  /** Bangladesh */
  | 'BD'
  /** Belgium */
  | 'BE'
  /** Burkina Faso */
  | 'BF'
  /** Bulgaria */
  | 'BG'
  /** Bahrain */
  | 'BH'
  /** Burundi */
  | 'BI'
  /** Benin */
  | 'BJ'
  /** St. Barthélemy */
  | 'BL'
  /** Bermuda */
  | 'BM'
  /** Brunei */
  | 'BN'
  /** Bolivia */
  | 'BO'
  /** Brazil */
  | 'BR'
  /** Bahamas */
  | 'BS'
  /** Bhutan */
  | 'BT'
  /** Bouvet Island */
  | 'BV'
  /** Botswana */
  | 'BW'
  /** Belarus */
  | 'BY'
  /** Belize */
  | 'BZ'
  /** Canada */
  | 'CA'
  /** Cocos (Keeling) Islands */
  | 'CC'
  /** Congo-Kinshasa */
  | 'CD'
  /** Central African Republic */
  | 'CF'
  /** Congo-Brazzaville */
  | 'CG'
  /** Switzerland */
  | 'CH'
  /** Côte d’Ivoire */
  | 'CI'
  /** Cook Islands */
  | 'CK'
  /** Chile */
  | 'CL'
  /** Cameroon */
  | 'CM'
  /** China */
  | 'CN'
  /** Colombia */
  | 'CO'
  /** Costa Rica */
  | 'CR'
  /** Cuba */
  | 'CU'
  /** Cape Verde */
  | 'CV'
  /** Christmas Island */
  | 'CX'
  /** Cyprus */
  | 'CY'
  /** Czech Republic */
  | 'CZ'
  /** Germany */
  | 'DE'
  /** Djibouti */
  | 'DJ'
  /** Denmark */
  | 'DK'
  /** Dominica */
  | 'DM'
  /** Dominican Republic */
  | 'DO'
  /** Algeria */
  | 'DZ'
  /** Ecuador */
  | 'EC'
  /** Estonia */
  | 'EE'
  /** Egypt */
  | 'EG'
  /** Western Sahara */
  | 'EH'
  /** Eritrea */
  | 'ER'
  /** Spain */
  | 'ES'
  /** Ethiopia */
  | 'ET'
  /** Finland */
  | 'FI'
  /** Fiji */
  | 'FJ'
  /** Falkland Islands */
  | 'FK'
  /** Micronesia */
  | 'FM'
  /** Faroe Islands */
  | 'FO'
  /** France */
  | 'FR'
  /** Gabon */
  | 'GA'
  /** United Kingdom */
  | 'GB'
  /** Grenada */
  | 'GD'
  /** Georgia */
  | 'GE'
  /** French Guiana */
  | 'GF'
  /** Guernsey */
  | 'GG'
  /** Ghana */
  | 'GH'
  /** Gibraltar */
  | 'GI'
  /** Greenland */
  | 'GL'
  /** Gambia */
  | 'GM'
  /** Guinea */
  | 'GN'
  /** Guadeloupe */
  | 'GP'
  /** Equatorial Guinea */
  | 'GQ'
  /** Greece */
  | 'GR'
  /** South Georgia & South Sandwich Islands */
  | 'GS'
  /** Guatemala */
  | 'GT'
  /** Guam */
  | 'GU'
  /** Guinea-Bissau */
  | 'GW'
  /** Guyana */
  | 'GY'
  /** Hong Kong SAR China */
  | 'HK'
  /** Heard &amp; McDonald Islands */
  | 'HM'
  /** Honduras */
  | 'HN'
  /** Croatia */
  | 'HR'
  /** Haiti */
  | 'HT'
  /** Hungary */
  | 'HU'
  /** Indonesia */
  | 'ID'
  /** Ireland */
  | 'IE'
  /** Israel */
  | 'IL'
  /** Isle of Man */
  | 'IM'
  /** India */
  | 'IN'
  /** British Indian Ocean Territory */
  | 'IO'
  /** Iraq */
  | 'IQ'
  /** Iran */
  | 'IR'
  /** Iceland */
  | 'IS'
  /** Italy */
  | 'IT'
  /** Jersey */
  | 'JE'
  /** Jamaica */
  | 'JM'
  /** Jordan */
  | 'JO'
  /** Japan */
  | 'JP'
  /** Kenya */
  | 'KE'
  /** Kyrgyzstan */
  | 'KG'
  /** Cambodia */
  | 'KH'
  /** Kiribati */
  | 'KI'
  /** Comoros */
  | 'KM'
  /** St. Kitts & Nevis */
  | 'KN'
  /** North Korea */
  | 'KP'
  /** South Korea */
  | 'KR'
  /** Kuwait */
  | 'KW'
  /** Cayman Islands */
  | 'KY'
  /** Kazakhstan */
  | 'KZ'
  /** Laos */
  | 'LA'
  /** Lebanon */
  | 'LB'
  /** St. Lucia */
  | 'LC'
  /** Liechtenstein */
  | 'LI'
  /** Sri Lanka */
  | 'LK'
  /** Liberia */
  | 'LR'
  /** Lesotho */
  | 'LS'
  /** Lithuania */
  | 'LT'
  /** Luxembourg */
  | 'LU'
  /** Latvia */
  | 'LV'
  /** Libya */
  | 'LY'
  /** Morocco */
  | 'MA'
  /** Monaco */
  | 'MC'
  /** Moldova */
  | 'MD'
  /** Montenegro */
  | 'ME'
  /** St. Martin */
  | 'MF'
  /** Madagascar */
  | 'MG'
  /** Marshall Islands */
  | 'MH'
  /** Macedonia */
  | 'MK'
  /** Mali */
  | 'ML'
  /** Myanmar (Burma) */
  | 'MM'
  /** Mongolia */
  | 'MN'
  /** Macau SAR China */
  | 'MO'
  /** Northern Mariana Islands */
  | 'MP'
  /** Martinique */
  | 'MQ'
  /** Mauritania */
  | 'MR'
  /** Montserrat */
  | 'MS'
  /** Malta */
  | 'MT'
  /** Mauritius */
  | 'MU'
  /** Maldives */
  | 'MV'
  /** Malawi */
  | 'MW'
  /** Mexico */
  | 'MX'
  /** Malaysia */
  | 'MY'
  /** Mozambique */
  | 'MZ'
  /** Namibia */
  | 'NA'
  /** New Caledonia */
  | 'NC'
  /** Niger */
  | 'NE'
  /** Norfolk Island */
  | 'NF'
  /** Nigeria */
  | 'NG'
  /** Nicaragua */
  | 'NI'
  /** Netherlands */
  | 'NL'
  /** Norway */
  | 'NO'
  /** Nepal */
  | 'NP'
  /** Nauru */
  | 'NR'
  /** Niue */
  | 'NU'
  /** New Zealand */
  | 'NZ'
  /** Oman */
  | 'OM'
  /** Panama */
  | 'PA'
  /** Peru */
  | 'PE'
  /** French Polynesia */
  | 'PF'
  /** Papua New Guinea */
  | 'PG'
  /** Philippines */
  | 'PH'
  /** Pakistan */
  | 'PK'
  /** Poland */
  | 'PL'
  /** St. Pierre & Miquelon */
  | 'PM'
  /** Pitcairn Islands */
  | 'PN'
  /** Palestinian Territories */
  | 'PS'
  /** Portugal */
  | 'PT'
  /** Palau */
  | 'PW'
  /** Paraguay */
  | 'PY'
  /** Qatar */
  | 'QA'
  /** Réunion */
  | 'RE'
  /** Romania */
  | 'RO'
  /** Serbia */
  | 'RS'
  /** Russia */
  | 'RU'
  /** Rwanda */
  | 'RW'
  /** Saudi Arabia */
  | 'SA'
  /** Solomon Islands */
  | 'SB'
  /** Seychelles */
  | 'SC'
  /** Sudan */
  | 'SD'
  /** Sweden */
  | 'SE'
  /** Singapore */
  | 'SG'
  /** St. Helena */
  | 'SH'
  /** Slovenia */
  | 'SI'
  /** Svalbard & Jan Mayen */
  | 'SJ'
  /** Slovakia */
  | 'SK'
  /** Sierra Leone */
  | 'SL'
  /** San Marino */
  | 'SM'
  /** Senegal */
  | 'SN'
  /** Somalia */
  | 'SO'
  /** Suriname */
  | 'SR'
  /** São Tomé & Príncipe */
  | 'ST'
  /** El Salvador */
  | 'SV'
  /** Syria */
  | 'SY'
  /** Eswatini */
  | 'SZ'
  /** Turks & Caicos Islands */
  | 'TC'
  /** Chad */
  | 'TD'
  /** French Southern Territories */
  | 'TF'
  /** Togo */
  | 'TG'
  /** Thailand */
  | 'TH'
  /** Tajikistan */
  | 'TJ'
  /** Tokelau */
  | 'TK'
  /** Timor-Leste */
  | 'TL'
  /** Turkmenistan */
  | 'TM'
  /** Tunisia */
  | 'TN'
  /** Tonga */
  | 'TO'
  /** Turkey */
  | 'TR'
  /** Trinidad & Tobago */
  | 'TT'
  /** Tuvalu */
  | 'TV'
  /** Taiwan */
  | 'TW'
  /** Tanzania */
  | 'TZ'
  /** Ukraine */
  | 'UA'
  /** Uganda */
  | 'UG'
  /** U.S. Outlying Islands */
  | 'UM'
  /** United States */
  | 'US'
  /** Uruguay */
  | 'UY'
  /** Uzbekistan */
  | 'UZ'
  /** Vatican City */
  | 'VA'
  /** St. Vincent & Grenadines */
  | 'VC'
  /** Venezuela */
  | 'VE'
  /** British Virgin Islands */
  | 'VG'
  /** U.S. Virgin Islands */
  | 'VI'
  /** Vietnam */
  | 'VN'
  /** Vanuatu */
  | 'VU'
  /** Wallis & Futuna */
  | 'WF'
  /** Samoa */
  | 'WS'
  /** Yemen */
  | 'YE'
  /** Mayotte */
  | 'YT'
  /** South Africa */
  | 'ZA'
  /** Zambia */
  | 'ZM'
  /** Zimbabwe */
  | 'ZW';

/** Defines a new product review. */
export type CreateProductReviewInput = {
  /** The customer's nickname. Defaults to the customer name, if logged in. */
  nickname: string;
  /** The ratings details by category. For example, Price: 5 stars, Quality: 4 stars, etc. */
  ratings: Array<ProductReviewRatingInput | null | undefined>;
  /** The SKU of the reviewed product. */
  sku: string;
  /** The summary (title) of the review. */
  summary: string;
  /** The review text. */
  text: string;
};

/** The list of available currency codes. */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

/** Specifies the attribute code and value of a customer attribute. */
export type CustomerAddressAttributeInput = {
  /** The name assigned to the attribute. */
  attribute_code: string;
  /** The value assigned to the attribute. */
  value: string;
};

/** Contains details about a billing or shipping address. */
export type CustomerAddressInput = {
  /** The customer's city or town. */
  city?: string | null | undefined;
  /** The customer's company. */
  company?: string | null | undefined;
  /** The two-letter code representing the customer's country. */
  country_code?: CountryCodeEnum | null | undefined;
  country_id?: CountryCodeEnum | null | undefined;
  custom_attributes?: Array<CustomerAddressAttributeInput | null | undefined> | null | undefined;
  /** Custom attributes assigned to the customer address. */
  custom_attributesV2?: Array<AttributeValueInput | null | undefined> | null | undefined;
  /** Indicates whether the address is the default billing address. */
  default_billing?: boolean | null | undefined;
  /** Indicates whether the address is the default shipping address. */
  default_shipping?: boolean | null | undefined;
  /** The customer's fax number. */
  fax?: string | null | undefined;
  /** The first name of the person associated with the billing/shipping address. */
  firstname?: string | null | undefined;
  /** The family name of the person associated with the billing/shipping address. */
  lastname?: string | null | undefined;
  /** The middle name of the person associated with the billing/shipping address. */
  middlename?: string | null | undefined;
  /** The customer's ZIP or postal code. */
  postcode?: string | null | undefined;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined;
  /** An object containing the region name, region code, and region ID. */
  region?: CustomerAddressRegionInput | null | undefined;
  /** An array of strings that define the street number and name. */
  street?: Array<string | null | undefined> | null | undefined;
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined;
  /** The customer's telephone number. */
  telephone?: string | null | undefined;
  /** The customer's Tax/VAT number (for corporate customers). */
  vat_id?: string | null | undefined;
};

/** Defines the customer's state or province. */
export type CustomerAddressRegionInput = {
  /** The state or province name. */
  region?: string | null | undefined;
  /** The address region code. */
  region_code?: string | null | undefined;
  /** The unique ID for a pre-defined region. */
  region_id?: number | null | undefined;
};

/** An input object for creating a customer. */
export type CustomerCreateInput = {
  /** Indicates whether the customer has enabled remote shopping assistance. */
  allow_remote_shopping_assistance?: boolean | null | undefined;
  /** The customer's custom attributes. */
  custom_attributes?: Array<AttributeValueInput | null | undefined> | null | undefined;
  /** The customer's date of birth. */
  date_of_birth?: string | null | undefined;
  dob?: string | null | undefined;
  /** The customer's email address. */
  email: string;
  /** The customer's first name. */
  firstname: string;
  /** The customer's gender (Male - 1, Female - 2). */
  gender?: number | null | undefined;
  /** Indicates whether the customer is subscribed to the company's newsletter. */
  is_subscribed?: boolean | null | undefined;
  /** The customer's family name. */
  lastname: string;
  /** The customer's middle name. */
  middlename?: string | null | undefined;
  /** The customer's password. */
  password?: string | null | undefined;
  /** An honorific, such as Dr., Mr., or Mrs. */
  prefix?: string | null | undefined;
  /** A value such as Sr., Jr., or III. */
  suffix?: string | null | undefined;
  /** The customer's Tax/VAT number (for corporate customers). */
  taxvat?: string | null | undefined;
};

/** Indicates the selected Dynamic Blocks Rotator inline widget. */
export type DynamicBlockTypeEnum =
  | 'CART_PRICE_RULE_RELATED'
  | 'CATALOG_PRICE_RULE_RELATED'
  | 'SPECIFIED';

/** Defines a customer-entered option. */
export type EnteredOptionInput = {
  /** The unique ID for a `CustomizableOptionInterface` object, such as a `CustomizableFieldOption`, `CustomizableFileOption`, or `CustomizableAreaOption` object. */
  uid: string;
  /** Text the customer entered. */
  value: string;
};

/** Defines a filter that matches the input exactly. */
export type FilterEqualTypeInput = {
  /** Use this attribute to exactly match the specified string. For example, to filter on a specific category ID, specify a value such as `5`. */
  eq?: string | null | undefined;
  /** Use this attribute to filter on an array of values. For example, to filter on category IDs 4, 5, and 6, specify a value of `["4", "5", "6"]`. */
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

/** Defines a filter that performs a fuzzy search. */
export type FilterMatchTypeInput = {
  /** Use this attribute to fuzzy match the specified string. For example, to filter on a specific SKU, specify a value such as `24-MB01`. */
  match?: string | null | undefined;
  /** Filter match type for fine-tuned results. Possible values FULL or PARTIAL. If match_type is not provided, returned results will default to FULL match. */
  match_type?: FilterMatchTypeEnum | null | undefined;
};

/** Defines a filter that matches a range of values, such as prices or dates. */
export type FilterRangeTypeInput = {
  /** Use this attribute to specify the lowest possible value in the range. */
  from?: string | null | undefined;
  /** Use this attribute to specify the highest possible value in the range. */
  to?: string | null | undefined;
};

/** The list of available payment token types. */
export type PaymentTokenTypeEnum =
  /** phpcs:ignore Magento2.GraphQL.ValidArgumentName */
  | 'account'
  /** phpcs:ignore Magento2.GraphQL.ValidArgumentName */
  | 'card';

/** Defines the price type. */
export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

/** Defines whether a bundle product's price is displayed as the lowest possible value or as a range. */
export type PriceViewEnum =
  | 'AS_LOW_AS'
  | 'PRICE_RANGE';

/** Defines the filters to be used in the search. A filter contains at least one attribute, a comparison operator, and the value that is being searched for. */
export type ProductAttributeFilterInput = {
  /** Deprecated: use `category_uid` to filter product by category ID. */
  category_id?: FilterEqualTypeInput | null | undefined;
  /** Filter product by the unique ID for a `CategoryInterface` object. */
  category_uid?: FilterEqualTypeInput | null | undefined;
  /** Filter product by category URL path. */
  category_url_path?: FilterEqualTypeInput | null | undefined;
  /** Attribute label: Description */
  description?: FilterMatchTypeInput | null | undefined;
  /** Attribute label: Product Name */
  name?: FilterMatchTypeInput | null | undefined;
  /** Attribute label: Price */
  price?: FilterRangeTypeInput | null | undefined;
  /** Attribute label: Short Description */
  short_description?: FilterMatchTypeInput | null | undefined;
  /** Attribute label: SKU */
  sku?: FilterEqualTypeInput | null | undefined;
  /** The part of the URL that identifies the product */
  url_key?: FilterEqualTypeInput | null | undefined;
};

/** Specifies the attribute to use for sorting search results and indicates whether the results are sorted in ascending or descending order. It's possible to sort products using searchable attributes with enabled 'Use in Filter Options' option */
export type ProductAttributeSortInput = {
  /** Attribute label: Product Name */
  name?: SortEnum | null | undefined;
  /** Sort by the position assigned to each product. */
  position?: SortEnum | null | undefined;
  /** Attribute label: Price */
  price?: SortEnum | null | undefined;
  /** Sort by the search relevance score (default). */
  relevance?: SortEnum | null | undefined;
};

/** Contains the reviewer's rating for a single aspect of a review. */
export type ProductReviewRatingInput = {
  /** An encoded rating ID. */
  id: string;
  /** An encoded rating value ID. */
  value_id: string;
};

/** This enumeration states whether a product stock status is in stock or out of stock */
export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

/** Indicates whether to return results in ascending or descending order. */
export type SortEnum =
  | 'ASC'
  | 'DESC';

/** Indicates the status of the request. */
export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

/** This enumeration defines the entity type. */
export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

/** A list of possible error types. */
export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** Defines the items to add to a wish list. */
export type WishlistItemInput = {
  /** An array of options that the customer entered. */
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  /** For complex product types, the SKU of the parent product. */
  parent_sku?: string | null | undefined;
  /** The amount or number of items to add. */
  quantity: number;
  /** An array of strings corresponding to options the customer selected. */
  selected_options?: Array<string | null | undefined> | null | undefined;
  /** The SKU of the product to add. For complex product types, specify the child product SKU. */
  sku: string;
};

export type GetAccountInformationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAccountInformationQuery = { customer: { email: string | null, firstname: string | null, lastname: string | null } | null };

export type UpdateCustomerNameMutationVariables = Exact<{
  firstname: string;
  lastname: string;
}>;


export type UpdateCustomerNameMutation = { updateCustomerV2: { customer: { email: string | null, firstname: string | null, lastname: string | null } } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type UpdateCustomerEmailMutation = { updateCustomerEmail: { customer: { email: string | null, firstname: string | null, lastname: string | null } } | null };

export type AddressBook_AddressFragment = { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null };

export type GetCustomerAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerAddressesQuery = { customer: { email: string | null, default_shipping: string | null, default_billing: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: number;
  input: CustomerAddressInput;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCustomerAddressMutation = { deleteCustomerAddress: boolean | null };

export type GetCustomerSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerSubscriptionQuery = { customer: { email: string | null, is_subscribed: boolean | null } | null };

export type SetCustomerSubscriptionMutationVariables = Exact<{
  isSubscribed: boolean;
}>;


export type SetCustomerSubscriptionMutation = { updateCustomerV2: { customer: { email: string | null, is_subscribed: boolean | null } } | null };

export type GetCustomerDownloadsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerDownloadsQuery = { customerDownloadableProducts: { items: Array<{ date: string | null, download_url: string | null, order_increment_id: string | null, remaining_downloads: string | null, status: string | null } | null> | null } | null, customer: { orders: { items: Array<{ id: string, number: string, items: Array<
          | { id: string, product_name: string | null }
          | { id: string, product_name: string | null }
          | { id: string, product_name: string | null, downloadable_links: Array<{ uid: string, title: string | null } | null> | null }
          | { id: string, product_name: string | null }
         | null> | null } | null> } | null } | null };

export type OrderBundleItem_OptionsFragment = { bundle_options: Array<{ uid: string, label: string, values: Array<{ uid: string, product_name: string, quantity: number } | null> | null } | null> | null };

export type GetOrderHistoryQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
  number?: string | null | undefined;
}>;


export type GetOrderHistoryQuery = { customer: { email: string | null, orders: { total_count: number | null, page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<{ id: string, number: string, order_date: string, status: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type OrderDetails_AddressFragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null };

export type OrderView_OrderFragment = { id: string, number: string, order_date: string, status: string, shipping_method: string | null, items: Array<
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ uid: string, product_name: string, quantity: number } | null> | null } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, downloadable_links: Array<{ uid: string, title: string | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
   | null> | null, total: { subtotal_excl_tax: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, tracking: Array<{ carrier: string, title: string, number: string | null } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_shipped: number } | null> | null } | null> | null, invoices: Array<{ id: string, number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> };

export type GetOrderDetailsQueryVariables = Exact<{
  number: string;
}>;


export type GetOrderDetailsQuery = { customer: { email: string | null, orders: { items: Array<{ id: string, number: string, order_date: string, status: string, shipping_method: string | null, items: Array<
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ uid: string, product_name: string, quantity: number } | null> | null } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, downloadable_links: Array<{ uid: string, title: string | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
         | null> | null, total: { subtotal_excl_tax: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, tracking: Array<{ carrier: string, title: string, number: string | null } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_shipped: number } | null> | null } | null> | null, invoices: Array<{ id: string, number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null> } | null } | null };

export type GetGuestOrderQueryVariables = Exact<{
  number: string;
  email: string;
  lastname: string;
}>;


export type GetGuestOrderQuery = { guestOrder: { id: string, number: string, order_date: string, status: string, shipping_method: string | null, items: Array<
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ uid: string, product_name: string, quantity: number } | null> | null } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, downloadable_links: Array<{ uid: string, title: string | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
     | null> | null, total: { subtotal_excl_tax: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, shipments: Array<{ id: string, number: string, tracking: Array<{ carrier: string, title: string, number: string | null } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_shipped: number } | null> | null } | null> | null, invoices: Array<{ id: string, number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } };

export type ReorderItemsMutationVariables = Exact<{
  orderNumber: string;
}>;


export type ReorderItemsMutation = { reorderItems: { cart: { id: string, total_quantity: number }, userInputErrors: Array<{ code: CheckoutUserInputErrorCodes, message: string, path: Array<string | null> } | null> } | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeCustomerPasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type GetSavedPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSavedPaymentsQuery = { customerPaymentTokens: { items: Array<{ public_hash: string, payment_method_code: string, type: PaymentTokenTypeEnum, details: string | null } | null> } | null };

export type DeleteSavedPaymentMutationVariables = Exact<{
  publicHash: string;
}>;


export type DeleteSavedPaymentMutation = { deletePaymentToken: { result: boolean, customerPaymentTokens: { items: Array<{ public_hash: string, payment_method_code: string, type: PaymentTokenTypeEnum, details: string | null } | null> } | null } | null };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { generateCustomerToken: { token: string | null } | null };

export type GetCustomerDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerDetailsQuery = { customer: { email: string | null, firstname: string | null, lastname: string | null, is_subscribed: boolean | null } | null };

export type CreateAccountMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateAccountMutation = { createCustomerV2: { customer: { email: string | null, firstname: string | null, lastname: string | null, is_subscribed: boolean | null } } | null };

export type WishlistPage_WishlistFragment = { id: string | null, items_count: number | null, items_v2: { items: Array<
      | { id: string, quantity: number, added_at: string, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null> | null, configured_variant:
          | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
         | null, product:
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
         | null }
      | { id: string, quantity: number, added_at: string, product:
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
         | null }
      | { id: string, quantity: number, added_at: string, product:
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
          | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
         | null }
     | null> } | null };

export type GetWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWishlistQuery = { customer: { email: string | null, wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null> | null, configured_variant:
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null } | null> } | null };

export type AddProductToWishlistMutationVariables = Exact<{
  wishlistId: string;
  sku: string;
  quantity?: number | null | undefined;
  selectedOptions?: Array<string> | string | null | undefined;
}>;


export type AddProductToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null> | null, configured_variant:
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type RemoveProductFromWishlistMutationVariables = Exact<{
  wishlistId: string;
  itemIds: Array<string> | string;
}>;


export type RemoveProductFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null> | null, configured_variant:
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type AddWishlistItemToCartMutationVariables = Exact<{
  wishlistId: string;
  itemId: string;
}>;


export type AddWishlistItemToCartMutation = { addWishlistItemsToCart: { status: boolean, add_wishlist_items_to_cart_user_errors: Array<{ message: string } | null>, wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null> | null, configured_variant:
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null } } | null };

export type AddCartLineToWishlistMutationVariables = Exact<{
  wishlistId: string;
  wishlistItems: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddCartLineToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, added_at: string, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null> | null, configured_variant:
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { id: string, quantity: number, added_at: string, product:
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { stock_status: ProductStockStatus | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type BundleLine_ItemFragment = { bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> };

export type CartPage_CartFragment = { id: string, total_quantity: number, is_virtual: boolean, items: Array<
    | { uid: string, quantity: number, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
    | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
        | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
      , product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
    | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
    | { uid: string, quantity: number, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
    | { uid: string, quantity: number, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
   | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null };

export type GetCartDetailsQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCartDetailsQuery = { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
      | { uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
      | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
     | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } | null };

export type CreateGuestCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestCartMutation = { createGuestCart: { cart: { id: string } | null } | null };

export type GetCustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerCartQuery = { customerCart: { id: string } };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
        | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
       | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }, user_errors: Array<
      | { code: CartUserInputErrorType, message: string }
      | { code: CartUserInputErrorType, message: string }
     | null> } | null };

export type UpdateCartItemMutationVariables = Exact<{
  cartId: string;
  itemUid: string;
  quantity: number;
}>;


export type UpdateCartItemMutation = { updateCartItems: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
        | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
       | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }, errors: Array<{ code: CartUserInputErrorType, message: string } | null> } | null };

export type RemoveCartItemMutationVariables = Exact<{
  cartId: string;
  itemUid: string;
}>;


export type RemoveCartItemMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
        | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
       | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string;
  couponCode: string;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
        | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
       | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
        | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
        | { uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
       | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } | null } | null };

export type MergeCartsMutationVariables = Exact<{
  sourceCartId: string;
  destinationCartId: string;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, total_quantity: number, is_virtual: boolean, items: Array<
      | { uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null, bundle_options: Array<{ uid: string, label: string, type: string, values: Array<{ uid: string, label: string, quantity: number, price: number } | null> } | null> }
      | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_uid: string, configurable_product_option_value_uid: string, option_label: string, value_label: string } | null>, configured_variant:
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, quantity: number, links: Array<{ uid: string, title: string | null } | null> | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null, errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
     | null> | null, applied_coupons: Array<{ code: string } | null> | null, billing_address: { firstname: string } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_with_discount_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } };

export type GetCategoryQueryVariables = Exact<{
  uid: string;
}>;


export type GetCategoryQuery = { categories: { items: Array<{ uid: string, name: string | null, description: string | null, image: string | null, meta_title: string | null, meta_description: string | null, canonical_url: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_path: string | null } | null> | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, position: number | null, include_in_menu: number | null, product_count: number | null } | null> | null } | null> | null } | null };

type CompositePrice_Product_BundleProduct_Fragment = { __typename: 'BundleProduct', price_view: PriceViewEnum | null, price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type CompositePrice_Product_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type CompositePrice_Product_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type CompositePrice_Product_GroupedProduct_Fragment = { __typename: 'GroupedProduct', price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type CompositePrice_Product_SimpleProduct_Fragment = { __typename: 'SimpleProduct', price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type CompositePrice_Product_VirtualProduct_Fragment = { __typename: 'VirtualProduct', price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

export type CompositePrice_ProductFragment =
  | CompositePrice_Product_BundleProduct_Fragment
  | CompositePrice_Product_ConfigurableProduct_Fragment
  | CompositePrice_Product_DownloadableProduct_Fragment
  | CompositePrice_Product_GroupedProduct_Fragment
  | CompositePrice_Product_SimpleProduct_Fragment
  | CompositePrice_Product_VirtualProduct_Fragment
;

export type CompositePart_PriceRangeFragment = { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } };

export type BundleProduct_OptionsFragment = { dynamic_price: boolean | null, price_view: PriceViewEnum | null, items: Array<{ option_id: number | null, uid: string | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ id: number | null, uid: string, quantity: number | null, position: number | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, can_change_quantity: boolean | null, label: string | null, product:
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
       | null } | null> | null } | null> | null };

export type GroupedProduct_ItemsFragment = { items: Array<{ qty: number | null, position: number | null, product:
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null } | null> | null };

export type ProductPage_PriceRangeFragment = { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null };

export type GetProductDetailQueryVariables = Exact<{
  urlKey: string;
}>;


export type GetProductDetailQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, canonical_url: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, rating_summary: number, review_count: number, min_sale_qty: number | null, max_sale_qty: number | null, meta_title: string | null, meta_description: string | null, price_view: PriceViewEnum | null, dynamic_price: boolean | null, description: { html: string } | null, short_description: { html: string } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null, minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_path: string | null } | null> | null } | null> | null, custom_attributesV2: { items: Array<
            | { code: string, selected_options: Array<{ label: string, value: string } | null> }
            | { value: string, code: string }
           | null> } | null, related_products: Array<
          | { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
         | null> | null, items: Array<{ option_id: number | null, uid: string | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ id: number | null, uid: string, quantity: number | null, position: number | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, can_change_quantity: boolean | null, label: string | null, product:
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null } | null> | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, canonical_url: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, rating_summary: number, review_count: number, min_sale_qty: number | null, max_sale_qty: number | null, meta_title: string | null, meta_description: string | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null, uid: string } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, media_gallery: Array<
              | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
              | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
             | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null } } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null, minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_path: string | null } | null> | null } | null> | null, custom_attributesV2: { items: Array<
            | { code: string, selected_options: Array<{ label: string, value: string } | null> }
            | { value: string, code: string }
           | null> } | null, related_products: Array<
          | { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename: 'DownloadableProduct', links_purchased_separately: number | null, links_title: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, canonical_url: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, rating_summary: number, review_count: number, min_sale_qty: number | null, max_sale_qty: number | null, meta_title: string | null, meta_description: string | null, downloadable_product_links: Array<{ uid: string, title: string | null, price: number | null, sample_url: string | null, sort_order: number | null } | null> | null, downloadable_product_samples: Array<{ title: string | null, sample_url: string | null, sort_order: number | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null, minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_path: string | null } | null> | null } | null> | null, custom_attributesV2: { items: Array<
            | { code: string, selected_options: Array<{ label: string, value: string } | null> }
            | { value: string, code: string }
           | null> } | null, related_products: Array<
          | { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, canonical_url: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, rating_summary: number, review_count: number, min_sale_qty: number | null, max_sale_qty: number | null, meta_title: string | null, meta_description: string | null, description: { html: string } | null, short_description: { html: string } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null, minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_path: string | null } | null> | null } | null> | null, custom_attributesV2: { items: Array<
            | { code: string, selected_options: Array<{ label: string, value: string } | null> }
            | { value: string, code: string }
           | null> } | null, related_products: Array<
          | { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
         | null> | null, items: Array<{ qty: number | null, position: number | null, product:
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
           | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, canonical_url: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, rating_summary: number, review_count: number, min_sale_qty: number | null, max_sale_qty: number | null, meta_title: string | null, meta_description: string | null, description: { html: string } | null, short_description: { html: string } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null, minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_path: string | null } | null> | null } | null> | null, custom_attributesV2: { items: Array<
            | { code: string, selected_options: Array<{ label: string, value: string } | null> }
            | { value: string, code: string }
           | null> } | null, related_products: Array<
          | { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, canonical_url: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, rating_summary: number, review_count: number, min_sale_qty: number | null, max_sale_qty: number | null, meta_title: string | null, meta_description: string | null, description: { html: string } | null, short_description: { html: string } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } | null, minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } }, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, level: number | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_path: string | null } | null> | null } | null> | null, custom_attributesV2: { items: Array<
            | { code: string, selected_options: Array<{ label: string, value: string } | null> }
            | { value: string, code: string }
           | null> } | null, related_products: Array<
          | { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
         | null> | null }
     | null> | null } | null };

export type GetProductAttributeLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProductAttributeLabelsQuery = { attributesList: { items: Array<
      | { code: string, label: string | null }
      | { code: string, label: string | null }
      | { code: string, label: string | null }
      | { code: string, label: string | null }
     | null> } | null };

export type GetProductListQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
}>;


export type GetProductListQuery = { products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<
      | { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null }
     | null> | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, suggestions: Array<{ search: string } | null> | null } | null };

export type GetCategoryFacetQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: ProductAttributeFilterInput | null | undefined;
}>;


export type GetCategoryFacetQuery = { products: { aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null } | null };

type ProductTile_Product_BundleProduct_Fragment = { __typename: 'BundleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null };

type ProductTile_Product_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null };

type ProductTile_Product_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null };

type ProductTile_Product_GroupedProduct_Fragment = { __typename: 'GroupedProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null };

type ProductTile_Product_SimpleProduct_Fragment = { __typename: 'SimpleProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null };

type ProductTile_Product_VirtualProduct_Fragment = { __typename: 'VirtualProduct', stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, small_image: { url: string | null, label: string | null } | null };

export type ProductTile_ProductFragment =
  | ProductTile_Product_BundleProduct_Fragment
  | ProductTile_Product_ConfigurableProduct_Fragment
  | ProductTile_Product_DownloadableProduct_Fragment
  | ProductTile_Product_GroupedProduct_Fragment
  | ProductTile_Product_SimpleProduct_Fragment
  | ProductTile_Product_VirtualProduct_Fragment
;

export type GetProductReviewsQueryVariables = Exact<{
  sku: string;
  pageSize: number;
  currentPage: number;
}>;


export type GetProductReviewsQuery = { products: { items: Array<
      | { uid: string, rating_summary: number, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, rating_summary: number, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, rating_summary: number, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, rating_summary: number, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, rating_summary: number, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, rating_summary: number, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
     | null> | null } | null };

export type GetReviewFormQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReviewFormQuery = { storeConfig: { store_code: string | null, product_reviews_enabled: string | null, allow_guests_to_write_product_reviews: string | null } | null, productReviewRatingsMetadata: { items: Array<{ id: string, name: string, values: Array<{ value_id: string, value: string } | null> } | null> } };

export type GetReviewerNameQueryVariables = Exact<{ [key: string]: never; }>;


export type GetReviewerNameQuery = { customer: { firstname: string | null } | null };

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewMutation = { createProductReview: { review: { nickname: string, summary: string, text: string, average_rating: number } } };

export type GetSearchSuggestionsQueryVariables = Exact<{
  text: string;
  pageSize: number;
}>;


export type GetSearchSuggestionsQuery = { products: { total_count: number | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, price_view: PriceViewEnum | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null, categories: { items: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null } | null> | null } | null> | null } | null };

export type GetShopCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetShopCategoriesQuery = { categories: { items: Array<{ uid: string, children: Array<{ uid: string, name: string | null, include_in_menu: number | null, position: number | null, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null };

export type GetCheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCheckoutCartQuery = { cart: { id: string, total_quantity: number, is_virtual: boolean, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null } | null, items: Array<
      | { uid: string, product:
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
        , errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, product:
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
        , errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, product:
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
        , errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, product:
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
        , errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
      | { uid: string, product:
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
          | { uid: string, name: string | null }
        , errors: Array<{ code: CartItemErrorType, message: string } | null> | null }
     | null> | null } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
}>;


export type SetBillingAddressOnCartMutation = { setBillingAddressOnCart: { cart: { id: string } } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string } } | null };

export type SetShippingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
}>;


export type SetShippingAddressOnCartMutation = { setShippingAddressesOnCart: { cart: { id: string, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, amount: { currency: CurrencyEnum | null, value: number | null } } | null> | null } | null> } } | null };

export type SetShippingMethodOnCartMutationVariables = Exact<{
  cartId: string;
  carrierCode: string;
  methodCode: string;
}>;


export type SetShippingMethodOnCartMutation = { setShippingMethodsOnCart: { cart: { id: string, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } } | null };

export type GetCheckoutShippingMethodsQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCheckoutShippingMethodsQuery = { cart: { id: string, shipping_addresses: Array<{ available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, amount: { currency: CurrencyEnum | null, value: number | null } } | null> | null } | null> } | null };

export type GetCheckoutPaymentMethodsQueryVariables = Exact<{
  cartId: string;
}>;


export type GetCheckoutPaymentMethodsQuery = { cart: { id: string, available_payment_methods: Array<{ code: string, title: string } | null> | null } | null };

export type GetCheckoutStoreConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCheckoutStoreConfigQuery = { storeConfig: { store_code: string | null, base_currency_code: string | null, check_money_order_make_check_payable_to: string | null, check_money_order_send_check_to: string | null } | null };

export type CreateBraintreeClientTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateBraintreeClientTokenMutation = { createBraintreeClientToken: string };

export type GetCheckoutSavedAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCheckoutSavedAddressesQuery = { customer: { addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_shipping: boolean | null, default_billing: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type GetCheckoutLatestOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCheckoutLatestOrderQuery = { customer: { orders: { items: Array<{ id: string, number: string } | null> } | null } | null };

export type GetCmsBlocksQueryVariables = Exact<{
  identifiers?: Array<string | null | undefined> | string | null | undefined;
}>;


export type GetCmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type GetCmsPageQueryVariables = Exact<{
  identifier: string;
}>;


export type GetCmsPageQuery = { cmsPage: { identifier: string | null, url_key: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null } | null };

export type GetStoreConfigForContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreConfigForContactPageQuery = { storeConfig: { store_code: string | null, contact_enabled: boolean } | null };

export type SubmitContactFormMutationVariables = Exact<{
  input: ContactUsInput;
}>;


export type SubmitContactFormMutation = { contactUs: { status: boolean } | null };

export type GetCategoryForContentQueryVariables = Exact<{
  id: string;
}>;


export type GetCategoryForContentQuery = { categoryList: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, image: string | null, product_count: number | null } | null> | null };

export type GetProductsForContentQueryVariables = Exact<{
  urlKeys: Array<string | null | undefined> | string;
  pageSize: number;
}>;


export type GetProductsForContentQuery = { products: { items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null } | null };

export type GetDynamicBlocksForContentQueryVariables = Exact<{
  type: DynamicBlockTypeEnum;
  uids?: Array<string | null | undefined> | string | null | undefined;
}>;


export type GetDynamicBlocksForContentQuery = { dynamicBlocks: { items: Array<{ uid: string, content: { html: string } } | null> } };

export type GetNewsletterConfigForContentQueryVariables = Exact<{ [key: string]: never; }>;


export type GetNewsletterConfigForContentQuery = { storeConfig: { store_code: string | null, newsletter_enabled: boolean } | null };

export type AccountChipQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountChipQuery = { customer: { firstname: string | null } | null };

export type CartTrigger_CartFragment = { id: string, total_quantity: number, total_summary_quantity_including_config: number | null };

export type GetItemCountQueryVariables = Exact<{
  cartId: string;
}>;


export type GetItemCountQuery = { cart: { id: string, total_quantity: number, total_summary_quantity_including_config: number | null } | null };

export type GetShellCmsBlockQueryVariables = Exact<{
  identifier: string;
}>;


export type GetShellCmsBlockQuery = { cmsBlocks: { items: Array<{ identifier: string | null, content: string | null } | null> | null } | null };

export type GetFooterConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFooterConfigQuery = { storeConfig: { store_code: string | null, copyright: string | null, newsletter_enabled: boolean } | null };

export type GetMegaMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMegaMenuQuery = { categories: { items: Array<{ uid: string, name: string | null, children: Array<{ uid: string, name: string | null, include_in_menu: number | null, position: number | null, url_path: string | null, url_suffix: string | null, menu_url: string | null, category_as_label: boolean | null, cms_block: { identifier: string | null, content: string | null } | null, children: Array<{ uid: string, name: string | null, include_in_menu: number | null, position: number | null, url_path: string | null, url_suffix: string | null, menu_url: string | null, category_as_label: boolean | null, children: Array<{ uid: string, name: string | null, include_in_menu: number | null, position: number | null, url_path: string | null, url_suffix: string | null, menu_url: string | null, category_as_label: boolean | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type GetStoreConfigForMegaMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreConfigForMegaMenuQuery = { storeConfig: { store_code: string | null, category_url_suffix: string | null } | null };

export type GetRootCategoryIdQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRootCategoryIdQuery = { storeConfig: { store_code: string | null, root_category_uid: string | null } | null };

export type GetStoreConfigForCategoryTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreConfigForCategoryTreeQuery = { storeConfig: { store_code: string | null, category_url_suffix: string | null } | null };

export type GetNavigationMenuQueryVariables = Exact<{
  id: string;
}>;


export type GetNavigationMenuQuery = { categories: { items: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, menu_url: string | null, category_as_label: boolean | null, children: Array<{ uid: string, name: string | null, include_in_menu: number | null, position: number | null, children_count: string | null, url_path: string | null, url_suffix: string | null, menu_url: string | null, category_as_label: boolean | null } | null> | null } | null> | null } | null };

export type GetCustomerForLeftNavQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCustomerForLeftNavQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null } | null };

export type GetStoreNameQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreNameQuery = { storeConfig: { store_code: string | null, store_name: string | null, store_group_code: string | null, store_group_name: string | null } | null };

export type GetAvailableStoresDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvailableStoresDataQuery = { availableStores: Array<{ store_code: string | null, store_name: string | null, store_group_code: string | null, store_group_name: string | null, store_sort_order: number | null, default_display_currency_code: string | null, locale: string | null, secure_base_media_url: string | null } | null> | null };

export type GetCurrencyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrencyDataQuery = { currency: { default_display_currency_code: string | null, available_currency_codes: Array<string | null> | null } | null };

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCustomerTokenMutation = { revokeCustomerToken: { result: boolean } | null };

export type ShippingMethod_SelectedFragment = { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } };

export type ShippingMethod_AvailableFragment = { carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, amount: { currency: CurrencyEnum | null, value: number | null } };

type ProductSummary_Product_BundleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductSummary_Product_ConfigurableProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductSummary_Product_DownloadableProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductSummary_Product_GroupedProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductSummary_Product_SimpleProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

type ProductSummary_Product_VirtualProduct_Fragment = { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } };

export type ProductSummary_ProductFragment =
  | ProductSummary_Product_BundleProduct_Fragment
  | ProductSummary_Product_ConfigurableProduct_Fragment
  | ProductSummary_Product_DownloadableProduct_Fragment
  | ProductSummary_Product_GroupedProduct_Fragment
  | ProductSummary_Product_SimpleProduct_Fragment
  | ProductSummary_Product_VirtualProduct_Fragment
;

export type GetUsRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUsRegionsQuery = { country: { id: string | null, available_regions: Array<{ id: number | null, code: string | null, name: string | null } | null> | null } | null };

export type GetStoreLocaleQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStoreLocaleQuery = { storeConfig: { store_code: string | null, locale: string | null } | null };

export type SubscribeEmailToNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeEmailToNewsletterMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type ResolveUrlQueryVariables = Exact<{
  url: string;
}>;


export type ResolveUrlQuery = { route:
    | { __typename: 'BundleProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { identifier: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'ConfigurableProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'DownloadableProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GroupedProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'VirtualProduct', uid: string, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
   | null };

export type CustomUrlResolverQueryVariables = Exact<{
  url: string;
}>;


export type CustomUrlResolverQuery = { customUrlResolver: { relative_url: string | null, redirect_code: number | null } | null };

export type GetAvailableStoreCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvailableStoreCodesQuery = { availableStores: Array<{ store_code: string | null, default_display_currency_code: string | null, secure_base_media_url: string | null } | null> | null };
