import { BrowserPersistence, STORAGE_KEYS } from '../../persistence/browserPersistence';
import { imageForGallery, imageForSku, readImagesBySku, rememberImages } from '../imageCache';

const persistence = () => new BrowserPersistence(window.localStorage, 'test__');

afterEach(() => window.localStorage.clear());

describe('image cache by sku', () => {
  it('keeps the entry at position 1, else the first (disabled ones never)', () => {
    expect(
      imageForGallery([
        { url: 'b.jpg', position: 2 },
        { url: 'a.jpg', position: 1, label: 'Front' },
      ]),
    ).toEqual({ url: 'a.jpg', label: 'Front' });
    expect(
      imageForGallery([
        { file: '/x/y.jpg', position: 3 },
        { file: '/x/z.jpg', position: 4 },
      ]),
    ).toEqual({
      url: '/x/y.jpg',
      label: null,
    });
    expect(
      imageForGallery([
        { url: 'off.jpg', position: 1, disabled: true },
        { url: 'on.jpg', position: 2 },
      ])?.url,
    ).toBe('on.jpg');
    expect(imageForGallery([])).toBeNull();
    expect(imageForGallery(null)).toBeNull();
  });

  it('stores images under imagesBySku and reads them back by sku', () => {
    const store = persistence();
    rememberImages(
      [
        { sku: 'SS-1', gallery: [{ url: 'one.jpg', position: 1 }] },
        { sku: 'SS-2', gallery: [{ url: 'two.jpg', position: 1, label: 'Two' }] },
        { sku: null, gallery: [{ url: 'nobody.jpg', position: 1 }] },
        { sku: 'SS-3', gallery: [] },
      ],
      store,
    );
    expect(store.getItem(STORAGE_KEYS.imagesBySku)).toEqual({
      'SS-1': { url: 'one.jpg', label: null },
      'SS-2': { url: 'two.jpg', label: 'Two' },
    });
    expect(imageForSku('SS-2', store)).toEqual({ url: 'two.jpg', label: 'Two' });
    expect(imageForSku('SS-3', store)).toBeNull();
  });

  it('writes only when something changed', () => {
    const store = persistence();
    rememberImages([{ sku: 'SS-1', gallery: [{ url: 'one.jpg', position: 1 }] }], store);
    const setItem = jest.spyOn(store, 'setItem');
    rememberImages([{ sku: 'SS-1', gallery: [{ url: 'one.jpg', position: 1 }] }], store);
    expect(setItem).not.toHaveBeenCalled();
    rememberImages([{ sku: 'SS-1', gallery: [{ url: 'new.jpg', position: 1 }] }], store);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readImagesBySku(store)['SS-1']?.url).toBe('new.jpg');
  });
});
