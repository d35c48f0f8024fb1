import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  IMAGE_UNREADABLE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  normaliseImage,
  sniffImage,
} from './image.ts';

/** A JPEG with EXIF (camera make and model, orientation 6: to be turned a quarter). */
async function photoWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a6f4e' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretCam', Model: 'X100', Copyright: 'Somebody' } })
    .jpeg()
    .toBuffer();
}

describe('uploaded pictures', () => {
  it('are recognised by their content, not their name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(webp)).toBe('webp');
    expect(sniffImage(await photoWithExif(4, 4))).toBe('jpeg');
    expect(sniffImage(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });

  it('are turned upright, fitted into 2400 px and written as a JPEG without metadata', async () => {
    const { data, width, height } = await normaliseImage(await photoWithExif(3000, 2000));
    // Orientation 6 stands the 3000 × 2000 picture up: 2000 × 3000, then fitted into 2400.
    expect({ width, height }).toEqual({ width: 1600, height: 2400 });
    const meta = await sharp(data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(data.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('keeps small pictures at their size', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#33669980' } })
      .png()
      .toBuffer();
    const out = await normaliseImage(png);
    expect({ width: out.width, height: out.height }).toEqual({ width: 300, height: 200 });
  });

  it('refuses HTML named .png, a damaged picture and one over 15 MB with messages a person can act on', async () => {
    await expect(normaliseImage(Buffer.from('<html><body>not a picture</body></html>'))).rejects.toThrow(
      NOT_AN_IMAGE,
    );
    const jpeg = await photoWithExif(64, 64);
    await expect(normaliseImage(jpeg.subarray(0, 40))).rejects.toThrow(IMAGE_UNREADABLE);
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    jpeg.copy(huge);
    await expect(normaliseImage(huge)).rejects.toThrow(IMAGE_TOO_LARGE);
  });
});
