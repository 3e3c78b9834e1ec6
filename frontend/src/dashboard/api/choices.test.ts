import { describe, expect, it } from 'vitest';
import { canEditContent, canReschedule, canReviewContent, nextStatuses } from './choices';

describe('the workflow steps staff are offered', () => {
  it('offers a pending booking confirmation or cancellation, not completion', () => {
    expect(nextStatuses('booking', 'pending')).toEqual(['confirmed', 'cancelled']);
  });

  it('offers a confirmed booking completion, a no-show or cancellation', () => {
    expect(nextStatuses('booking', 'confirmed')).toEqual(['completed', 'no_show', 'cancelled']);
  });

  it('offers nothing once a booking is cancelled, and no other slot either', () => {
    expect(nextStatuses('booking', 'cancelled')).toEqual([]);
    expect(canReschedule('cancelled')).toBe(false);
    expect(canReschedule('confirmed')).toBe(true);
  });

  it('lets staff reply to an answered inquiry again but review an assessment only once', () => {
    expect(nextStatuses('inquiry', 'answered')).toEqual(['answered', 'closed']);
    expect(nextStatuses('assessment', 'reviewed')).toEqual(['closed']);
  });

  it('offers nothing for a status the kind does not have', () => {
    expect(nextStatuses('inquiry', 'pending')).toEqual([]);
    expect(nextStatuses('booking', 'constructor')).toEqual([]);
  });
});

describe("who works on the site's content", () => {
  it('shows the content screens to editors, reviewers and admins, not to other staff', () => {
    expect(canEditContent({ role: 'staff', contentRole: '' })).toBe(false);
    expect(canEditContent({ role: 'staff', contentRole: 'editor' })).toBe(true);
    expect(canEditContent({ role: 'staff', contentRole: 'reviewer' })).toBe(true);
    expect(canEditContent({ role: 'admin', contentRole: '' })).toBe(true);
  });

  it('lets reviewers and admins approve or send back, never an editor', () => {
    expect(canReviewContent({ role: 'staff', contentRole: 'editor' })).toBe(false);
    expect(canReviewContent({ role: 'staff', contentRole: 'reviewer' })).toBe(true);
    expect(canReviewContent({ role: 'admin', contentRole: '' })).toBe(true);
  });
});
