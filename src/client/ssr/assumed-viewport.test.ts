import { afterEach, describe, expect, it } from 'vitest';
import { assumedMediaMatch, setAssumedViewport } from './assumed-viewport.ts';

afterEach(() => setAssumedViewport('desktop'));

describe('assumed viewport', () => {
  it('answers width queries for a 390 px phone and a 1440 px desktop', () => {
    setAssumedViewport('phone');
    expect(assumedMediaMatch('(max-width: 767px)')).toBe(true);
    expect(assumedMediaMatch('(max-width: 389px)')).toBe(false);
    expect(assumedMediaMatch('(min-width: 768px)')).toBe(false);
    expect(assumedMediaMatch('(min-width: 300px) and (max-width: 576px)')).toBe(true);
    setAssumedViewport('desktop');
    expect(assumedMediaMatch('(max-width: 1285px)')).toBe(false);
    expect(assumedMediaMatch('(min-width: 992px)')).toBe(true);
    expect(assumedMediaMatch('(min-width: 1440.5px)')).toBe(false);
  });

  it('answers no to anything else', () => {
    expect(assumedMediaMatch('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(assumedMediaMatch('print')).toBe(false);
  });
});
