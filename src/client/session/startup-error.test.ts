import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/api/api-error.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { startupErrorText } from './startup-error.ts';

const text = (error: unknown) => {
  const { key, values } = startupErrorText(error);
  return i18next.t(key, values);
};

describe('start-up error texts', () => {
  it('follows the spec catalogue', () => {
    expect(text(new ApiError(404, 'not_found', ''))).toBe(
      'Server resource not found (404). Please contact support.',
    );
    expect(text(new ApiError(500, 'internal', ''))).toBe(
      'Server error (500). Please try again later or contact support.',
    );
    expect(text(new ApiError(503, 'unavailable', ''))).toBe(
      'Server error (503). Please check your connection and try again.',
    );
    expect(text(new ApiError(0, 'network', ''))).toBe(
      'No response from server. Please check your connection and try again.',
    );
    expect(text(new ApiError(0, 'timeout', ''))).toBe(
      'Request timed out. Please check your connection and try again.',
    );
    expect(text(new ApiError(200, 'invalid_response', ''))).toBe(
      'Failed to load required data. Please check your connection and try again.',
    );
    expect(text(new Error('boom'))).toBe(
      'An unexpected error occurred. Please check your connection and try again.',
    );
  });
});
