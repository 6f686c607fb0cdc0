import sharp from 'sharp';

/** A photo as a phone takes it: JPEG with camera and GPS location in its EXIF. */
export async function jpegWithLocation(width = 1200, height = 900, colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' },
    })
    .toBuffer();
}

export async function pngImage(width = 400, height = 300, colour = '#2e86de'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** A real PNG a little over 5 MB: random pixels do not compress. */
export async function pngOverFiveMegabytes(): Promise<Buffer> {
  const width = 1400;
  const height = 1300;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
