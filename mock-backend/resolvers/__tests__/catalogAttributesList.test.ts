import { gql as queryBackend } from '../../../test/backend';
import { attributes } from '../../data/attributes';

const QUERY = `query ($type: AttributeEntityTypeEnum!, $filters: AttributeFilterInput) {
  attributesList(entityType: $type, filters: $filters) {
    items {
      __typename
      code
      label
      entity_type
      frontend_input
      options { label value }
      ... on CatalogAttributeMetadata { is_visible_on_front is_filterable swatch_input_type }
    }
    errors { message }
  }
}`;

type Item = {
  __typename: string;
  code: string;
  label: string;
  entity_type: string;
  frontend_input: string;
  options: Array<{ label: string; value: string }>;
  is_visible_on_front: boolean;
  is_filterable: boolean;
  swatch_input_type: string | null;
};

async function list(type: string, filters?: Record<string, boolean>) {
  const answer = await queryBackend<{ attributesList: { items: Item[]; errors: unknown[] } }>(QUERY, {
    variables: { type, filters },
  });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.attributesList;
}

describe('attributesList', () => {
  it('lists every product attribute with its label, input, options and flags, in admin order', async () => {
    const { items, errors } = await list('CATALOG_PRODUCT');
    expect(errors).toEqual([]);
    const byPosition = [...attributes].sort((a, b) => a.position - b.position || a.id - b.id);
    expect(items.map((item) => item.code)).toEqual(byPosition.map((attribute) => attribute.code));
    const color = items.find((item) => item.code === 'color')!;
    expect(color).toMatchObject({
      __typename: 'CatalogAttributeMetadata',
      label: 'Color',
      entity_type: 'CATALOG_PRODUCT',
      frontend_input: 'SELECT',
      is_filterable: true,
      swatch_input_type: 'VISUAL',
    });
    expect(color.options[0]).toEqual({ label: 'Black', value: '101' });
    expect(items.find((item) => item.code === 'drive_type')?.swatch_input_type).toBe('DROPDOWN');
    expect(items.find((item) => item.code === 'weight_lbs')).toMatchObject({
      label: 'Weight (lbs)',
      frontend_input: 'TEXT',
      options: [],
    });
  });

  it('filters by the attribute flags', async () => {
    const visible = await list('CATALOG_PRODUCT', { is_visible_on_front: true });
    expect(visible.items.map((item) => item.code).sort()).toEqual(
      attributes
        .filter((attribute) => attribute.is_visible_on_front)
        .map((attribute) => attribute.code)
        .sort(),
    );
    const hidden = await list('CATALOG_PRODUCT', { is_visible_on_front: false, is_filterable: true });
    expect(hidden.items.map((item) => item.code)).toEqual(['price']);
  });

  it('has no attributes for other entity types', async () => {
    expect((await list('CUSTOMER')).items).toEqual([]);
  });
});
