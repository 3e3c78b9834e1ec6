import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { asApiError, placeFailure } from './failure';

const t = (key: string) => key;
const problem = (field: string) => ({ field, code: 'required', params: {} });

describe('after a submission fails', () => {
  it('puts the server’s field problems on their fields and says nothing more when all landed', () => {
    const landed: string[] = [];
    const notice = placeFailure(new ApiError(422, 'validation', 'bad', [problem('name')]), (fields) => {
      landed.push(...fields.map((f) => f.field));
      return [];
    }, t);
    expect(landed).toEqual(['name']);
    expect(notice).toBeNull();
  });

  it('says so when a problem has no field on the form', () => {
    expect(placeFailure(new ApiError(422, 'validation', 'bad', [problem('lang')]), (fields) => fields, t)).toBe('forms-server-error');
  });

  it('tells a network failure, a rate limit and a conflict apart', () => {
    const none = () => [];
    expect(placeFailure(asApiError(new TypeError('Failed to fetch')), none, t)).toBe('forms-network-error');
    expect(placeFailure(new ApiError(429, 'rate_limited', '', [], 30), none, t)).toBe('forms-rate-limited');
    expect(placeFailure(new ApiError(409, 'conflict', ''), none, t)).toBe('forms-conflict');
  });
});
