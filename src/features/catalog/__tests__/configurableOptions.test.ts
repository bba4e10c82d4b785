import { print } from 'graphql';
import { products as seedProducts } from '../../../../mock-backend/data/products';
import { gql as queryBackend } from '../../../../test/backend';
import type { GetProductDetailQuery } from '../../../__generated__/operations';
import { GET_PRODUCT_DETAIL } from '../graphql/product';
import {
  chosenVariant,
  isValueAvailable,
  optionStates,
  selectValue,
  selectedValueUids,
  selectionFromSearch,
  variantForGallery,
  type ConfigurableOption,
  type Selection,
  type Variant,
} from '../hooks/configurableOptions';
import { configurableOptionsOf, variantsOf, type ProductDetail } from '../hooks/productModel';

const configurables = seedProducts.filter((product) => product.type === 'configurable');

async function detail(urlKey: string): Promise<ProductDetail> {
  const answer = await queryBackend<GetProductDetailQuery>(print(GET_PRODUCT_DETAIL), {
    variables: { urlKey },
  });
  const product = answer.body.data?.products?.items?.[0];
  if (!product) throw new Error(`no product ${urlKey}: ${JSON.stringify(answer.body.errors)}`);
  return product;
}

/** Every selection reachable by choosing available values in option order (prefixes included). */
function reachableSelections(options: ConfigurableOption[], variants: Variant[]): Selection[] {
  const found: Selection[] = [{}];
  const walk = (selection: Selection, depth: number) => {
    const option = options[depth];
    if (!option) return;
    for (const value of option.values) {
      if (!isValueAvailable(options, variants, selection, option.code, value.valueIndex)) continue;
      const next = selectValue(options, variants, selection, option.code, value.valueIndex);
      found.push(next);
      walk(next, depth + 1);
    }
  };
  walk({}, 0);
  return found;
}

describe('option selection over every configurable product of the catalog', () => {
  it('has configurable products to check', () => {
    expect(configurables.length).toBeGreaterThanOrEqual(10);
  });

  it.each(configurables.map((product) => [product.name, product.url_key]))(
    '%s: every in-stock variant is reachable, every other combination disabled',
    async (_name, urlKey) => {
      const product = await detail(urlKey);
      const options = configurableOptionsOf(product);
      const variants = variantsOf(product);
      expect(options.length).toBeGreaterThan(0);
      expect(variants.length).toBeGreaterThan(0);

      // Every in-stock variant: its values, chosen in order, are each enabled and name it.
      for (const variant of variants.filter((candidate) => candidate.inStock)) {
        let selection: Selection = {};
        for (const option of options) {
          const value = variant.attributes[option.code]!;
          const state = optionStates(options, variants, selection).find(
            (entry) => entry.code === option.code,
          )!;
          expect(state.values.find((entry) => entry.valueIndex === value)?.available).toBe(true);
          selection = selectValue(options, variants, selection, option.code, value);
        }
        expect(chosenVariant(options, variants, selection)?.product.sku).toBe(variant.product.sku);
        expect(selectedValueUids(options, selection)).toHaveLength(options.length);
        expect(variantForGallery(options, variants, selection)?.product.sku).toBe(variant.product.sku);
      }

      // Every reachable selection: a value is enabled exactly when an in-stock variant has it
      // with the choices before it; disabled values cannot be chosen.
      for (const selection of reachableSelections(options, variants)) {
        optionStates(options, variants, selection).forEach((state, index) => {
          const earlier = options.slice(0, index).map((option) => option.code);
          for (const value of state.values) {
            const expected = variants.some(
              (variant) =>
                variant.inStock &&
                variant.attributes[state.code] === value.valueIndex &&
                earlier.every(
                  (code) => selection[code] === undefined || variant.attributes[code] === selection[code],
                ),
            );
            expect(value.available).toBe(expected);
            if (!expected) {
              expect(selectValue(options, variants, selection, state.code, value.valueIndex)).toBe(selection);
            }
          }
        });
      }

      // Out-of-stock variants cannot be chosen.
      for (const variant of variants.filter((candidate) => !candidate.inStock)) {
        let selection: Selection = {};
        for (const option of options) {
          selection = selectValue(
            options,
            variants,
            selection,
            option.code,
            variant.attributes[option.code]!,
          );
        }
        expect(chosenVariant(options, variants, selection)?.product.sku).not.toBe(variant.product.sku);
      }
    },
  );

  it.each(configurables.map((product) => [product.name, product.url_key]))(
    '%s: nothing chosen, the enabled values are those the backend says are available',
    async (_name, urlKey) => {
      const product = await detail(urlKey);
      const options = configurableOptionsOf(product);
      const variants = variantsOf(product);
      const answer = await queryBackend<{
        products: {
          items: Array<{
            configurable_product_options_selection: {
              configurable_options: Array<{
                attribute_code: string;
                values: Array<{ uid: string; is_available: boolean }>;
              }>;
            };
          }>;
        };
      }>(
        `query ($urlKey: String!) { products(filter: { url_key: { eq: $urlKey } }) { items { ... on ConfigurableProduct {
          configurable_product_options_selection { configurable_options { attribute_code values { uid is_available } } } } } } }`,
        { variables: { urlKey } },
      );
      const backend =
        answer.body.data!.products.items[0]!.configurable_product_options_selection.configurable_options;
      const ours = optionStates(options, variants, {});
      for (const option of backend) {
        const state = ours.find((entry) => entry.code === option.attribute_code)!;
        for (const value of option.values) {
          expect(state.values.find((entry) => entry.uid === value.uid)?.available).toBe(value.is_available);
        }
      }
    },
  );
});

describe('option selection with two options', () => {
  // Color (1 black, 2 red) x size (10 S, 11 M); red S is missing, black M out of stock.
  const options: ConfigurableOption[] = [
    {
      uid: 'c',
      code: 'color',
      label: 'Color',
      display: 'swatch',
      values: [1, 2].map((v) => ({ uid: `c${v}`, valueIndex: v, label: `C${v}`, swatch: null })),
    },
    {
      uid: 's',
      code: 'size',
      label: 'Size',
      display: 'select',
      values: [10, 11].map((v) => ({ uid: `s${v}`, valueIndex: v, label: `S${v}`, swatch: null })),
    },
  ];
  const variant = (color: number, size: number, inStock: boolean): Variant<string> => ({
    attributes: { color, size },
    inStock,
    product: `${color}-${size}`,
  });
  const variants = [variant(1, 10, true), variant(1, 11, false), variant(2, 11, true)];

  it('disables sizes the chosen color does not come in (in stock)', () => {
    const black = selectValue(options, variants, {}, 'color', 1);
    const sizes = optionStates(options, variants, black)[1]!.values;
    expect(sizes.map((value) => [value.valueIndex, value.available])).toEqual([
      [10, true],
      [11, false],
    ]);
  });

  it('never dead-ends: changing an earlier choice drops later ones that no longer fit', () => {
    let selection = selectValue(options, variants, {}, 'color', 1);
    selection = selectValue(options, variants, selection, 'size', 10);
    expect(chosenVariant(options, variants, selection)?.product).toBe('1-10');
    selection = selectValue(options, variants, selection, 'color', 2);
    expect(selection).toEqual({ color: 2 });
    selection = selectValue(options, variants, selection, 'size', 11);
    expect(chosenVariant(options, variants, selection)?.product).toBe('2-11');
  });

  it('starts from the options the address names (?color=2&size=11), leaving out what cannot be chosen', () => {
    expect(selectionFromSearch(options, variants, '?color=2&size=11')).toEqual({ color: 2, size: 11 });
    // Black M is out of stock; red S does not exist; unknown values and codes are passed over.
    expect(selectionFromSearch(options, variants, '?color=1&size=11')).toEqual({ color: 1 });
    expect(selectionFromSearch(options, variants, '?size=10&color=2')).toEqual({ color: 2 });
    expect(selectionFromSearch(options, variants, '?color=9&size=x&finish=3')).toEqual({});
    expect(selectionFromSearch(options, variants, '')).toEqual({});
  });

  it('clears an option, and pictures the first fitting in-stock variant of a partial choice', () => {
    const red = selectValue(options, variants, {}, 'color', 2);
    expect(variantForGallery(options, variants, red)?.product).toBe('2-11');
    expect(variantForGallery(options, variants, {})).toBeNull();
    expect(chosenVariant(options, variants, red)).toBeNull();
    expect(selectValue(options, variants, red, 'color', null)).toEqual({});
    expect(selectValue(options, variants, red, 'unknown', 1)).toBe(red);
  });
});

describe('image swatches', () => {
  it("are shown from the storefront's own /media/ when the backend's media is on another origin", () => {
    const product = {
      __typename: 'ConfigurableProduct',
      configurable_options: [
        {
          uid: 'o1',
          attribute_code: 'finish',
          label: 'Finish',
          position: 0,
          values: [
            {
              uid: 'v1',
              value_index: 1,
              label: 'Walnut',
              swatch_data: {
                __typename: 'ImageSwatchData',
                value: 'https://magento.example.com/media/attribute/swatch/swatch_image/30x20/w/a/walnut.png',
                thumbnail:
                  'https://magento.example.com/media/attribute/swatch/swatch_thumb/110x90/w/a/walnut.png',
              },
            },
          ],
        },
      ],
    } as unknown as ProductDetail;
    expect(configurableOptionsOf(product)[0]!.values[0]!.swatch).toEqual({
      kind: 'image',
      value: '/media/attribute/swatch/swatch_image/30x20/w/a/walnut.png',
      thumbnail: '/media/attribute/swatch/swatch_thumb/110x90/w/a/walnut.png',
    });
  });
});
