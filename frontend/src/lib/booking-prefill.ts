/** The home page's "start your booking" fields, handed to /medical-booking through sessionStorage. */
export const BOOKING_PREFILL_KEY = 'booking-prefill';

export interface BookingPrefill {
  name: string;
  phone: string;
}

export function savePrefill(value: BookingPrefill): void {
  try {
    sessionStorage.setItem(BOOKING_PREFILL_KEY, JSON.stringify(value));
  } catch (error) {
    console.warn('booking prefill not kept', error);
  }
}

export function readPrefill(): BookingPrefill | null {
  try {
    const raw = sessionStorage.getItem(BOOKING_PREFILL_KEY);
    return raw ? (JSON.parse(raw) as BookingPrefill) : null;
  } catch {
    return null;
  }
}
