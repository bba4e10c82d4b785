import { buildMenuTree, categoryHref } from '../hooks/menuTree';
import { parseLinkColumns, parseSocialLinks } from '../hooks/footerContent';

describe('menu tree', () => {
  const root = {
    uid: 'root',
    children: [
      { uid: 'b', name: 'B', position: 2, include_in_menu: 1, url_path: 'b' },
      { uid: 'hidden', name: 'Hidden', position: 0, include_in_menu: 0, url_path: 'hidden' },
      { uid: 'a2', name: 'A2', position: 1, include_in_menu: 1, url_path: 'a2' },
      {
        uid: 'a1',
        name: 'A1',
        position: 1,
        include_in_menu: 1,
        category_as_label: true,
        url_path: 'a1',
        children: [
          {
            uid: 'c',
            name: 'C',
            position: 1,
            include_in_menu: 1,
            url_path: 'a1/c',
            children: [
              {
                uid: 'd',
                name: 'D',
                position: 1,
                include_in_menu: 1,
                url_path: 'a1/c/d',
                children: [{ uid: 'e' }],
              },
            ],
          },
        ],
      },
      null,
    ],
  };

  it('keeps menu categories, by position then uid, three levels deep', () => {
    const tree = buildMenuTree(root, '.html');
    expect(tree.map((node) => node.uid)).toEqual(['a1', 'a2', 'b']);
    expect(tree[0]!.children[0]!.children[0]!.uid).toBe('d');
    expect(tree[0]!.children[0]!.children[0]!.children).toEqual([]);
  });

  it('links labels nowhere, menu URLs first, else path plus suffix', () => {
    expect(categoryHref({ uid: 'x', category_as_label: true, url_path: 'x' }, '.html')).toBeNull();
    expect(categoryHref({ uid: 'x', menu_url: 'ambassadors', url_path: 'x' }, '.html')).toBe('/ambassadors');
    expect(categoryHref({ uid: 'x', menu_url: 'https://example.com/a', url_path: 'x' }, '.html')).toBe(
      'https://example.com/a',
    );
    expect(categoryHref({ uid: 'x', url_path: 'record-players/cruiser', url_suffix: '.htm' }, '.html')).toBe(
      '/record-players/cruiser.html',
    );
    expect(categoryHref({ uid: 'x', url_path: 'speakers', url_suffix: '.htm' }, null)).toBe('/speakers.htm');
  });
});

describe('footer blocks', () => {
  it('reads heading-led link columns; same-site absolute links become paths', () => {
    const html =
      '<p><a href="/orphan">Orphan</a></p><h3>Shop</h3><ul><li><a href="/vinyl.html">Vinyl</a></li>' +
      `<li><a href="${window.location.origin}/speakers.html?x=1">Speakers</a></li></ul>` +
      '<h3>Empty</h3><h3>Elsewhere</h3><a href="https://example.com/x">Example</a><a href="javascript:alert(1)">Bad</a>';
    expect(parseLinkColumns(html)).toEqual([
      {
        title: 'Shop',
        links: [
          { label: 'Vinyl', href: '/vinyl.html', isExternal: false },
          { label: 'Speakers', href: '/speakers.html?x=1', isExternal: false },
        ],
      },
      { title: 'Elsewhere', links: [{ label: 'Example', href: 'https://example.com/x', isExternal: true }] },
    ]);
  });

  it('reads the social links, also from Page Builder’s escaped HTML Code element', () => {
    const html =
      '<h3>Follow along</h3><div data-content-type="html">&lt;a href="https://www.tiktok.com/@x" aria-label="Us on TikTok"&gt;TikTok&lt;/a&gt;</div>' +
      '<a href="https://example.org/blog">Blog</a>';
    expect(parseSocialLinks(html)).toEqual({
      title: 'Follow along',
      links: [
        { network: 'tiktok', label: 'Us on TikTok', href: 'https://www.tiktok.com/@x' },
        { network: null, label: 'Blog', href: 'https://example.org/blog' },
      ],
    });
  });
});
