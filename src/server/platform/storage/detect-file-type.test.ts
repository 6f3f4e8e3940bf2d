import { describe, expect, it } from 'vitest';
import { imageBytes } from '../../test/ads';
import { detectAllowedFileType, detectFileType, IMAGE_MIME_TYPES, isInlineImage } from './detect-file-type';

describe('detectFileType', () => {
  it('reads the type from the bytes, whatever the name says', async () => {
    expect(await detectFileType(await imageBytes('png'))).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await detectFileType(await imageBytes('jpeg'))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await detectFileType(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toEqual({
      ext: 'pdf',
      mime: 'application/pdf',
    });
    expect(await detectFileType(Buffer.from('solo texto'))).toBeNull();
  });

  it('accepts only raster images for inline display, never SVG', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      expect(await detectAllowedFileType(await imageBytes(format), IMAGE_MIME_TYPES), format).not.toBeNull();
    }
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await detectAllowedFileType(svg, IMAGE_MIME_TYPES)).toBeNull();
    expect(await detectAllowedFileType(Buffer.from('%PDF-1.7\n'), IMAGE_MIME_TYPES)).toBeNull();
    expect(isInlineImage('image/svg+xml')).toBe(false);
    expect(isInlineImage('image/webp')).toBe(true);
  });
});
