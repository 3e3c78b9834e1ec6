import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { imageErrorKey } from './image-insert';

describe('imageErrorKey', () => {
  it('tells a file too large, a file that is not a photo and a busy server apart', () => {
    expect(imageErrorKey(new ApiError(413, 'too_large', ''))).toBe('dash-content-image-too-large');
    expect(imageErrorKey(new ApiError(422, 'validation', '', [{ field: 'image', code: 'file_type', params: {} }]))).toBe('dash-content-image-not-image');
    expect(imageErrorKey(new ApiError(503, 'busy', '', [], 15))).toBe('dash-content-image-busy');
    expect(imageErrorKey(new ApiError(0, 'network', ''))).toBe('dash-content-image-failed');
  });
});
