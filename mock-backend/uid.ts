/** Magento's uids are base64 of an entity id or of a typed path such as `configurable/93/12`. */
export const toUid = (value: string | number): string =>
  Buffer.from(String(value), 'utf8').toString('base64');

export const fromUid = (uid: string): string | null => {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return toUid(decoded) === uid ? decoded : null;
};

/** uid of a configurable option value, as Magento builds it. */
export const optionValueUid = (attributeId: number, valueIndex: number | string): string =>
  toUid(`configurable/${attributeId}/${valueIndex}`);
