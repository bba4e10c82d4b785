/** @jest-environment node */
import { cmsBlocks, cmsPages } from '../../data/cms';
import { mediaReferences, type MediaSeed } from '../catalogMedia';
import { handleMediaRequest } from '../mediaHandler';
import { byteRange } from '../shippedMedia';

const seed: MediaSeed = { products: [], categories: [], attributes: [], cmsContents: [] };
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  handleMediaRequest(new Request(`http://localhost/media/${path}`, { method, headers }), seed, {
    cacheDir: null,
  });

describe('media kept as files', () => {
  const videos = [...cmsPages, ...cmsBlocks]
    .flatMap(({ content }) => mediaReferences(content))
    .filter((path) => /\.(mp4|webm)$/i.test(path));

  it('include every self-hosted video the CMS content plays', async () => {
    expect(videos).toContain('wysiwyg/video/turntable-loop.mp4');
    for (const path of videos) {
      const answer = await get(path);
      expect({ path, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
        path,
        status: 200,
        type: 'video/mp4',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      // An MP4 starts with its ftyp box; a few hundred KB at most.
      expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(body.length).toBeLessThan(300 * 1024);
      expect(answer.headers.get('content-length')).toBe(String(body.length));
    }
  });

  it('answers byte ranges, as a video element asks for them', async () => {
    const whole = Buffer.from(await (await get('wysiwyg/video/turntable-loop.mp4')).arrayBuffer());
    const part = await get('wysiwyg/video/turntable-loop.mp4', { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
    const open = await get('wysiwyg/video/turntable-loop.mp4', { Range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect(Number(open.headers.get('content-length'))).toBe(whole.length);
    const beyond = await get('wysiwyg/video/turntable-loop.mp4', { Range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    const etag = String((await get('wysiwyg/video/turntable-loop.mp4')).headers.get('etag'));
    expect((await get('wysiwyg/video/turntable-loop.mp4', { 'If-None-Match': etag })).status).toBe(304);
    const head = await get('wysiwyg/video/turntable-loop.mp4', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('stay inside their folder, and a missing one is still 404', async () => {
    expect((await get('wysiwyg/video/no-such.mp4')).status).toBe(404);
    expect((await get('wysiwyg/video/..%2F..%2F..%2Fpackage.json.mp4')).status).toBe(404);
    expect((await get('../shippedMedia.ts')).status).toBe(404);
  });

  it('reads Range headers', () => {
    expect(byteRange(null, 10)).toBeNull();
    expect(byteRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=1-2,4-5', 10)).toBeNull();
  });
});
