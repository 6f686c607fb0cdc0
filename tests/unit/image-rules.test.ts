import { describe, expect, it } from 'vitest';
import { imageKindOf, isLocalImageUrl, storedImageId, storedImageUrl } from '../../shared/images/imageRules';
import { jpegWithLocation, pngImage } from '../support/testImages';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
const text = (value: string) => new TextEncoder().encode(value.padEnd(32, ' '));

describe('image rules', () => {
  it('tells pictures by their signature bytes, whatever the name', async () => {
    expect(imageKindOf(await jpegWithLocation(40, 30))).toBe('jpeg');
    expect(imageKindOf(await pngImage(40, 30))).toBe('png');
    expect(imageKindOf(text('GIF89a'))).toBe('gif');
    expect(imageKindOf(new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]))).toBe(
      'webp',
    );
    expect(imageKindOf(new Uint8Array([0, 0, 0, 0x1c, ...new TextEncoder().encode('ftypavif'), 0, 0, 0, 0]))).toBe('avif');
  });

  it('refuses text, SVG, PDF, HEIC it cannot read, and files too short to tell', () => {
    expect(imageKindOf(text('These are my notes'))).toBeNull();
    expect(imageKindOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKindOf(text('%PDF-1.7'))).toBeNull();
    expect(imageKindOf(new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]))).toBeNull();
    expect(imageKindOf(bytes(0xff, 0xd8).subarray(0, 2))).toBeNull();
  });

  it('reads the id of a stored image address and nothing else', () => {
    const id = 'a'.repeat(43);
    expect(storedImageId(storedImageUrl(id))).toBe(id);
    expect(storedImageId(`/api/images/${id}/card`)).toBeNull();
    expect(storedImageId('/api/images/search')).toBeNull();
    expect(storedImageId('https://images.example/a.jpg')).toBeNull();
    expect(storedImageId(undefined)).toBeNull();
    expect(isLocalImageUrl('local-image:abc')).toBe(true);
    expect(isLocalImageUrl('local-image:')).toBe(false);
    expect(isLocalImageUrl('/food/soup.svg')).toBe(false);
  });
});
