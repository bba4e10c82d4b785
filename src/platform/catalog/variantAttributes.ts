/** A configurable product's variant as Magento lists it: its option values by attribute code. */
interface VariantLike {
  attributes?: ReadonlyArray<{ code?: string | null; value_index?: number | null } | null> | null;
}

/** The variant's chosen option value (`value_index`) by attribute code. */
export function variantAttributes(variant: VariantLike): Record<string, number> {
  const attributes: Record<string, number> = {};
  for (const attribute of variant.attributes ?? []) {
    if (attribute?.code && typeof attribute.value_index === 'number')
      attributes[attribute.code] = attribute.value_index;
  }
  return attributes;
}
