import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { offerRefusalKey } from './offer-refusal';

describe('a patient whose waitlist offer could not be booked', () => {
  it('is told their own contact details hold as many open bookings as allowed', () => {
    const e = new ApiError(409, 'too_many_open_bookings', 'limit', [{ field: 'email', code: 'too_many_open_bookings', params: {} }]);
    expect(offerRefusalKey(e)).toBe('offer-too-many');
  });

  it('is told it is the network that reached its limit when the server says so', () => {
    const e = new ApiError(409, 'too_many_open_bookings', 'limit', [
      { field: 'email', code: 'too_many_open_bookings_network', params: {} },
    ]);
    expect(offerRefusalKey(e)).toBe('offer-too-many-network');
  });

  it('is told the booking failed for any other refusal', () => {
    expect(offerRefusalKey(new ApiError(0, 'network', 'offline'))).toBe('offer-failed');
    expect(offerRefusalKey(new Error('boom'))).toBe('offer-failed');
  });
});
