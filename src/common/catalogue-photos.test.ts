import { describe, expect, it } from 'vitest';
import { CATALOGUE_PHOTO_MESSAGES, MAX_CATALOGUE_PHOTO_BYTES, photoFileProblem } from './catalogue-photos';

describe('photoFileProblem', () => {
  it('lets JPEG, PNG and WebP up to the limit through and names what is wrong with the rest', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoFileProblem({ type, size: MAX_CATALOGUE_PHOTO_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: MAX_CATALOGUE_PHOTO_BYTES + 1 })).toBe(
      CATALOGUE_PHOTO_MESSAGES.tooLarge,
    );
    for (const type of ['image/svg+xml', 'image/gif', 'image/heic', 'text/plain', ''])
      expect(photoFileProblem({ type, size: 10 })).toBe(CATALOGUE_PHOTO_MESSAGES.invalidType);
  });
});
