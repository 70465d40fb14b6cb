import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { createUser, loginAdmin, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { storedBytes, storedCount } from '../../test/stored-uploads';
import { sql } from 'kysely';
import { FileUploadStore } from './upload-store';
import { MAX_IMAGE_BYTES, ONLY_IMAGES } from './uploads.schemas';

// Real images: the server decodes every upload (a file that only starts like an image is refused, see upload-safety.test.ts).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const pixels = () => sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 30, g: 120, b: 200 } } });
const JPEG = await pixels().jpeg().toBuffer();
const GIF = await pixels().gif().toBuffer();
const WEBP = await pixels().webp().toBuffer();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

describe('uploads: product images', () => {
  let t: TestApp;
  let seller: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  before(async () => {
    t = await startTestApp();
    seller = await createUser(t, 'SELLER');
    buyer = await createUser(t, 'BUYER');
    admin = await loginAdmin(t);
  });
  after(() => t.close());

  async function post(parts: Part[], token?: string) {
    const form = new FormData();
    for (const part of parts) {
      if (typeof part.value === 'string') form.append(part.name, part.value);
      else form.append(part.name, new Blob([part.value], { type: part.type ?? 'application/octet-stream' }), part.filename ?? 'image.bin');
    }
    const response = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  const upload = (file: Buffer, token: string | undefined, preset = t.config.uploadPreset, filename = 'image.png') =>
    post([{ name: 'file', value: file, filename, type: 'image/png' }, { name: 'upload_preset', value: preset }], token);

  test('POST /uploads stores the (re-encoded) image and answers 201 {secure_url}; GET serves it with safe headers', async () => {
    const response = await upload(PNG, seller.token);
    assert.equal(response.status, 201);
    assert.deepEqual(Object.keys(response.body), ['secure_url']);
    assert.match(response.body.secure_url, /^\/api\/uploads\//, 'a same-site path while PUBLIC_URL is unset');
    const url = new URL(response.body.secure_url, t.baseUrl);
    const name = url.pathname.replace('/api/uploads/', '');
    assert.match(name, /^[0-9a-f]{32}\.png$/);
    const stored = await storedBytes(t, name);
    const meta = await sharp(stored).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1, 1]);
    const served = await fetch(url);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), stored);
    assert.equal(served.headers.get('etag'), `"${name}"`);
    assert.ok(served.headers.get('last-modified'));
    const again = await fetch(url, { headers: { 'if-none-match': `"${name}"` } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('etag'), `"${name}"`);
    assert.equal(again.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await again.arrayBuffer()).byteLength, 0);
    const stale = await fetch(url, { headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef.png"' } });
    assert.equal(stale.status, 200);
  });

  test('an upload is also stored at each srcset width in AVIF and WebP, never enlarged, each far smaller', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg()
      .toBuffer();
    const { body } = await post([{ name: 'file', value: photo, filename: 'photo.jpg', type: 'image/jpeg' }, { name: 'upload_preset', value: t.config.uploadPreset }], seller.token);
    const base = `${t.baseUrl}${body.secure_url.replace(/\.jpg$/, '')}`;
    const originalSize = (await (await fetch(`${t.baseUrl}${body.secure_url}`)).arrayBuffer()).byteLength;
    for (const [width, format] of [[160, 'avif'], [320, 'webp'], [640, 'avif']] as const) {
      const served = await fetch(`${base}-${width}.${format}`);
      assert.equal(served.status, 200, `${width} ${format}`);
      assert.equal(served.headers.get('content-type'), `image/${format}`);
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      assert.ok(bytes.length < originalSize / 2, `${width} ${format}: ${bytes.length} bytes of ${originalSize}`);
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height], [format, width, Math.round((width * 2) / 3)]);
    }
    const small = (await upload(PNG, seller.token)).body.secure_url.replace(/\.png$/, '');
    const notEnlarged = await sharp(Buffer.from(await (await fetch(`${t.baseUrl}${small}-640.webp`)).arrayBuffer())).metadata();
    assert.equal(notEnlarged.width, 1);
    assert.equal((await t.http.get(`${small}-500.webp`)).status, 404, 'only the srcset widths exist');
  });

  test('a picture stored before sizes were made gets them on first request', async () => {
    const name = '00112233445566778899aabbccddeeff';
    const store = new FileUploadStore(t.config.dataDir);
    if (t.dialect === 'sqlite') await store.save(`${name}.jpg`, JPEG, 'image/jpeg');
    else await sql`insert into uploads (name, content_type, size_bytes, bytes) values (${`${name}.jpg`}, 'image/jpeg', ${JPEG.length}, ${JPEG})`.execute(t.app.db);
    const answers = await Promise.all(['160.avif', '320.webp'].map((size) => fetch(`${t.baseUrl}/api/uploads/${name}-${size}`)));
    assert.deepEqual(answers.map((answer) => [answer.status, answer.headers.get('content-type')]), [[200, 'image/avif'], [200, 'image/webp']]);
    assert.ok(await storedBytes(t, `${name}-640.avif`), 'every size is kept once made');
    assert.equal((await t.http.get('/api/uploads/ffeeddccbbaa99887766554433221100-160.avif')).status, 404);
  });

  test('the type comes from the bytes, whatever name or content type the client claims', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [JPEG, 'jpg', 'image/jpeg'],
      [GIF, 'gif', 'image/gif'],
      [WEBP, 'webp', 'image/webp'],
      [PNG, 'png', 'image/png'],
    ];
    for (const [bytes, extension, contentType] of cases) {
      const response = await post(
        [{ name: 'upload_preset', value: t.config.uploadPreset }, { name: 'file', value: bytes, filename: 'photo.svg', type: 'image/svg+xml' }],
        admin.token,
      );
      assert.equal(response.status, 201, extension);
      assert.ok(response.body.secure_url.endsWith(`.${extension}`), response.body.secure_url);
      const served = await t.http.get(response.body.secure_url);
      assert.equal(served.headers.get('content-type'), contentType);
    }
  });

  test('two uploads of the same file get different names', async () => {
    const first = await upload(PNG, seller.token);
    const second = await upload(PNG, seller.token);
    assert.notEqual(first.body.secure_url, second.body.secure_url);
  });

  test('anything but PNG, JPEG, WebP or GIF is 400, and nothing is stored', async () => {
    const before = await storedCount(t);
    for (const bytes of [SVG, HTML, Buffer.from('GIF88a not quite'), Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.from([0x89, 0x50])]) {
      const response = await upload(bytes, seller.token);
      assert.equal(response.status, 400, bytes.toString('latin1'));
      assert.equal(response.body.error, ONLY_IMAGES);
    }
    assert.equal(await storedCount(t), before);
  });

  test('a missing or empty file, or a missing or wrong upload_preset, is 400', async () => {
    const noFile = await post([{ name: 'upload_preset', value: t.config.uploadPreset }], seller.token);
    assert.equal(noFile.status, 400);
    assert.equal(noFile.body.error, 'An image file is required.');
    assert.equal((await upload(Buffer.alloc(0), seller.token)).status, 400);
    const otherField = await post(
      [{ name: 'image', value: PNG, filename: 'a.png' }, { name: 'upload_preset', value: t.config.uploadPreset }],
      seller.token,
    );
    assert.equal(otherField.status, 400);
    const wrong = await upload(PNG, seller.token, 'someone-elses-preset');
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'Unknown upload preset.');
    assert.equal((await post([{ name: 'file', value: PNG, filename: 'a.png' }], seller.token)).status, 400);
  });

  test('a body that is not multipart, or is malformed multipart, is 400', async () => {
    const json = await t.http.post('/api/uploads', { file: 'x', upload_preset: t.config.uploadPreset }, { token: seller.token });
    assert.equal(json.status, 400);
    const broken = await t.http.request('POST', '/api/uploads', {
      rawBody: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      token: seller.token,
    });
    assert.equal(broken.status, 400, broken.text);
    const noBoundary = await t.http.request('POST', '/api/uploads', {
      rawBody: 'hello',
      headers: { 'content-type': 'multipart/form-data' },
      token: seller.token,
    });
    assert.equal(noBoundary.status, 400, noBoundary.text);
  });

  test('an image of exactly 5 MB is accepted; one byte more is 413', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]);
    assert.equal((await upload(exact, seller.token)).status, 201);
    const tooLarge = await upload(Buffer.concat([exact, Buffer.from([0])]), seller.token);
    assert.equal(tooLarge.status, 413);
    assert.equal(tooLarge.body.error, 'Images can be at most 5 MB.');
  });

  test('guests get 401 and buyers 403', async () => {
    assert.equal((await upload(PNG, undefined)).status, 401);
    const byBuyer = await upload(PNG, buyer.token);
    assert.equal(byBuyer.status, 403);
    assert.equal(byBuyer.body.error, 'You do not have access to this resource.');
  });

  test('GET /uploads/{name}: unknown names and path traversal are 404', async () => {
    const paths = [
      '/api/uploads/0123456789abcdef0123456789abcdef.png',
      '/api/uploads/..%2Fshop.sqlite',
      '/api/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/%2e%2e%2fjwt-secret',
      '/api/uploads/shop.sqlite',
      '/api/uploads/0123456789ABCDEF0123456789ABCDEF.png',
      '/api/uploads/0123456789abcdef0123456789abcdef.svg',
    ];
    for (const path of paths) {
      const response = await t.http.get(path);
      assert.equal(response.status, 404, path);
      assert.equal(typeof response.body.error, 'string');
    }
  });

  test('an uploaded image URL is accepted as a product imageUrl, absolute or as a path', async () => {
    const { body } = await upload(PNG, seller.token);
    const product = { name: 'Framed print', description: 'A print', price: 20, category: 'Art', stock: 2 };
    for (const imageUrl of [`${t.baseUrl}${body.secure_url}`, body.secure_url]) {
      const response = await t.http.post('/api/products', { ...product, imageUrl }, { token: seller.token });
      assert.equal(response.status, 201, response.text);
      assert.equal(response.body.imageUrl, imageUrl);
    }
  });
});
