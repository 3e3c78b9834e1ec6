// The booking form's draft survives a reload of the tab: sessionStorage only (it holds personal data,
// so never localStorage), dropped once the booking succeeds. The agreement is not kept: it is given anew.
export const BOOKING_DRAFT_KEY = 'booking-draft';

export interface BookingDraft {
  name: string;
  phone: string;
  email: string;
  branch: string;
  preferredDate: string;
  preferredTime: string;
  tumorType: string;
  location: string;
  size: string;
  message: string;
  interpreter: string;
  /** '' until chosen; otherwise "0" to "5". */
  companions: string;
}

/** The booking form's values: the draft and the agreement (which is never kept). */
export type BookingValues = BookingDraft & { termsAccepted: boolean };

export const EMPTY_DRAFT: BookingDraft = {
  name: '',
  phone: '',
  email: '',
  branch: '',
  preferredDate: '',
  preferredTime: '',
  tumorType: '',
  location: '',
  size: '',
  message: '',
  interpreter: '',
  companions: '',
};

/** Only the known text fields of a stored value: a tampered or older draft cannot inject anything else. */
export function parseDraft(raw: string | null): Partial<BookingDraft> {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<BookingDraft> = {};
    for (const key of Object.keys(EMPTY_DRAFT) as (keyof BookingDraft)[]) {
      if (typeof value?.[key] === 'string') out[key] = value[key] as string;
    }
    return out;
  } catch {
    return {};
  }
}

export function readDraft(storage: Pick<Storage, 'getItem'> = sessionStorage): Partial<BookingDraft> {
  try {
    return parseDraft(storage.getItem(BOOKING_DRAFT_KEY));
  } catch {
    return {};
  }
}

export function saveDraft(draft: BookingDraft, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch (error) {
    console.warn('booking draft not kept', error);
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // storage disabled: nothing was kept either
  }
}
