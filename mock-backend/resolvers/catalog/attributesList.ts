/**
 * `attributesList(entityType, filters)` (Magento 2.4.7+): attribute metadata, here for product
 * attributes (CATALOG_PRODUCT) answered as CatalogAttributeMetadata. The product page reads the
 * labels of the attributes `custom_attributesV2` returns by code (its specifications table).
 * Other entity types have no attributes in this catalog: an empty list, as Magento answers for
 * an entity without user-defined attributes.
 */
import type { BackendContext, Resolvers } from '../../context';
import type { SeedAttribute } from '../../data/types';
import { getCatalogIndex } from './catalogIndex';

type AttributeFilter = Partial<
  Record<'is_visible_on_front' | 'is_filterable' | 'is_comparable' | 'is_searchable', boolean | null>
>;

const FRONTEND_INPUT: Record<SeedAttribute['frontend_input'], string> = {
  select: 'SELECT',
  multiselect: 'MULTISELECT',
  boolean: 'BOOLEAN',
  text: 'TEXT',
  textarea: 'TEXTAREA',
  price: 'PRICE',
};

function swatchInputType(attribute: SeedAttribute): string | null {
  if (attribute.swatch_input_type === 'visual') return 'VISUAL';
  if (attribute.swatch_input_type === 'text') return 'TEXT';
  if (attribute.frontend_input === 'select') return 'DROPDOWN';
  return FRONTEND_INPUT[attribute.frontend_input] ?? null;
}

function catalogAttribute(attribute: SeedAttribute) {
  return {
    __typename: 'CatalogAttributeMetadata',
    code: attribute.code,
    label: attribute.label,
    entity_type: 'CATALOG_PRODUCT',
    frontend_input: FRONTEND_INPUT[attribute.frontend_input] ?? 'UNDEFINED',
    is_required: false,
    is_unique: false,
    default_value: null,
    is_visible_on_front: attribute.is_visible_on_front,
    is_filterable: attribute.is_filterable,
    is_comparable: attribute.is_visible_on_front,
    is_searchable: attribute.frontend_input === 'text' || attribute.is_filterable,
    swatch_input_type: swatchInputType(attribute),
    options: (attribute.options ?? []).map((option) => ({
      __typename: 'AttributeOptionMetadata',
      label: option.label,
      value: option.id,
      is_default: false,
    })),
  };
}

export const attributesListResolvers: Resolvers = {
  Query: {
    attributesList: (
      _root,
      args: { entityType: string; filters?: AttributeFilter | null },
      ctx: BackendContext,
    ) => {
      if (args.entityType !== 'CATALOG_PRODUCT') return { items: [], errors: [] };
      const filters = args.filters ?? {};
      // In the admin's order (the attribute position), as the product page lists them.
      const items = [...getCatalogIndex(ctx.state).attributes.values()]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map(catalogAttribute)
        .filter((attribute) =>
          Object.entries(filters).every(
            ([field, wanted]) =>
              typeof wanted !== 'boolean' || (attribute as Record<string, unknown>)[field] === wanted,
          ),
        );
      return { items, errors: [] };
    },
  },
};
