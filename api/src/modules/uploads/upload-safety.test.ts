import assert from 'node:assert/strict';
import { crc32 } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { quickUser } from '../../test/orders-kit';
import { startWithCast, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { storedBytes, storedCount } from '../../test/stored-uploads';
import { IMAGE_UNREADABLE } from './uploads.schemas';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const image = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 20 } } });

/** A phone-like JPEG: camera make/model and a GPS position in its EXIF. */
async function jpegWithGps(): Promise<Buffer> {
  return image()
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
    })
    .toBuffer();
}

async function upload(t: TestApp, token: string, bytes: Buffer, filename = 'photo.jpg') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  form.append('upload_preset', t.config.uploadPreset);
  const response = await fetch(`${t.baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
}


/** A tiny PNG whose header claims 8000 × 5001 pixels (a decompression bomb's shape), with the header CRC fixed up. */
async function pixelBomb(): Promise<Buffer> {
  const huge = Buffer.from(await image(1, 1).png().toBuffer());
  huge.writeUInt32BE(8000, 16);
  huge.writeUInt32BE(5001, 20);
  huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
  return huge;
}

describe('uploads: images must decode, lose their metadata, and stay within quota', () => {
  let t: TestApp, seller: TestUser;
  before(async () => ({ t, seller } = await startWithCast('seller')));
  after(() => t.close());

  test('a file that only starts like an image (PNG magic + zeros, cut-off JPEG) is 400 and nothing is stored', async () => {
    const before = (await storedCount(t));
    const jpeg = await jpegWithGps();
    for (const bytes of [Buffer.concat([PNG_MAGIC, Buffer.alloc(4096)]), jpeg.subarray(0, 40)]) {
      const answer = await upload(t, seller.token, bytes);
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.equal(answer.body.error, IMAGE_UNREADABLE);
    }
    assert.equal((await storedCount(t)), before);
  });

  test("a phone photo's EXIF (camera, GPS position) is gone from the stored and served file", async () => {
    const original = await jpegWithGps();
    assert.ok((await sharp(original).metadata()).exif, 'the fixture carries EXIF');
    assert.ok(original.includes(Buffer.from('PhoneMaker')));
    const answer = await upload(t, seller.token, original);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual(Object.keys(answer.body), ['secure_url']);
    const name = String(answer.body.secure_url).split('/').pop()!;
    const stored = await storedBytes(t, name);
    assert.ok(stored);
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.deepEqual([meta.width, meta.height], [64, 48]);
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
    assert.ok(!stored.includes(Buffer.from('PhoneMaker')));
    const served = Buffer.from(await (await fetch(`${t.baseUrl}${answer.body.secure_url}`)).arrayBuffer());
    assert.deepEqual(served, stored);
  });

  test('an image above 40 megapixels is refused before it is decoded', async () => {
    const answer = await upload(t, seller.token, await pixelBomb(), 'huge.png');
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error, 'Images can be at most 40 megapixels.');
  });
});

describe('uploads: per-seller daily quota and total size guard', () => {
  test('of 8 parallel uploads with a quota of 3 a day exactly 3 are stored; the rest get 429 with Retry-After', async () => {
    const t = await startTestApp({ config: { uploadDailyCount: 3 } });
    try {
      const seller = await quickUser(t, 'SELLER');
      const other = await quickUser(t, 'SELLER');
      const png = await image().png().toBuffer();
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(t, seller.token, png, 'a.png')));
      assert.equal(answers.filter((answer) => answer.status === 201).length, 3);
      const refused = answers.filter((answer) => answer.status === 429);
      assert.equal(refused.length, 5);
      assert.equal(refused[0]!.body.error, 'Daily upload limit reached: at most 3 images per 24 hours.');
      assert.ok(Number(refused[0]!.headers.get('retry-after')) > 86_000);
      assert.equal((await storedCount(t)), 3);
      assert.equal((await upload(t, other.token, png, 'a.png')).status, 201, 'another seller has their own quota');
    } finally {
      await t.close();
    }
  });

  test('an uploader over quota is refused before the image is decoded (no decode cost, even for a broken file)', async () => {
    const t = await startTestApp({ config: { uploadDailyCount: 1 } });
    try {
      const seller = await quickUser(t, 'SELLER');
      assert.equal((await upload(t, seller.token, await image().png().toBuffer(), 'a.png')).status, 201);
      // Had either been decoded first, the answer would be its 400; the quota answers first.
      const broken = Buffer.concat([PNG_MAGIC, Buffer.alloc(4096)]);
      for (const bytes of [broken, await pixelBomb(), await image(6000, 6000).png().toBuffer()]) {
        const answer = await upload(t, seller.token, bytes, 'b.png');
        assert.equal(answer.status, 429, JSON.stringify(answer.body));
        assert.equal(answer.body.error, 'Daily upload limit reached: at most 1 images per 24 hours.');
      }
      assert.equal(await storedCount(t), 1);
    } finally {
      await t.close();
    }
  });

  test('an upload that fails to decode gives its reservation back', async () => {
    const t = await startTestApp({ config: { uploadDailyCount: 2 } });
    try {
      const seller = await quickUser(t, 'SELLER');
      const broken = Buffer.concat([PNG_MAGIC, Buffer.alloc(4096)]);
      // One after another: while one is being decoded its reservation counts, as a parallel one would find.
      for (const bytes of [broken, broken, await pixelBomb()]) assert.equal((await upload(t, seller.token, bytes, 'b.png')).status, 400);
      const reserved = await t.app.db.selectFrom('image_uploads').select('name').where('user_id', '=', seller.id).execute();
      assert.deepEqual(reserved, [], 'nothing stays reserved');
      const png = await image().png().toBuffer();
      const answers = await Promise.all([png, png].map((bytes) => upload(t, seller.token, bytes, 'a.png')));
      assert.deepEqual(answers.map((answer) => answer.status), [201, 201], 'the whole quota is still there');
      const recorded = await t.app.db.selectFrom('image_uploads').select('bytes').where('user_id', '=', seller.id).execute();
      const stored = await Promise.all(answers.map((answer) => storedBytes(t, String(answer.body.secure_url).split('/').pop()!)));
      assert.deepEqual(recorded.map((row) => Number(row.bytes)).sort(), stored.map((bytes) => bytes!.length).sort(), 'the quota records the stored bytes');
    } finally {
      await t.close();
    }
  });

  test('the daily byte quota and the total storage cap answer clear errors', async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    const storedSize = (await sharp(png).png({ compressionLevel: 9 }).toBuffer()).length;
    const daily = await startTestApp({ config: { uploadDailyBytes: Math.floor(storedSize * 1.5) } });
    try {
      const seller = await quickUser(daily, 'SELLER');
      assert.equal((await upload(daily, seller.token, png, 'n.png')).status, 201);
      const second = await upload(daily, seller.token, png, 'n.png');
      assert.equal(second.status, 429);
      assert.match(second.body.error, /^Daily upload limit reached: at most [\d.]+ MB of images per 24 hours\.$/);
    } finally {
      await daily.close();
    }
    const total = await startTestApp({ config: { uploadTotalMaxBytes: Math.floor(storedSize * 1.5) } });
    try {
      const first = await quickUser(total, 'SELLER');
      const second = await quickUser(total, 'SELLER');
      assert.equal((await upload(total, first.token, png, 'n.png')).status, 201);
      const full = await upload(total, second.token, png, 'n.png');
      assert.equal(full.status, 507);
      assert.equal(full.body.error, "Image storage is full. Please contact the shop's administrator.");
      assert.equal(await storedCount(total), 1);
    } finally {
      await total.close();
    }
  });
});
