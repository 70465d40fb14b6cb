import { promisify } from 'node:util';
import { deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes 8-bit RGB pixels (row by row, 3 bytes each) as a PNG file; compression runs off the main thread. */
export async function encodePng(width: number, height: number, rgb: Uint8Array | Uint8ClampedArray): Promise<Buffer> {
  const stride = width * 3;
  // Filter "Sub" on every row: flat and gradient areas become runs of small numbers that deflate well.
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    const out = y * (stride + 1);
    filtered[out] = 1;
    for (let i = 0; i < stride; i += 1) {
      const left = i >= 3 ? rgb[row + i - 3]! : 0;
      filtered[out + 1 + i] = (rgb[row + i]! - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(filtered, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
