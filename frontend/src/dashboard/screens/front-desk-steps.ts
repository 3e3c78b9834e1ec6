// What the front desk may do with a patient of the day, decided before asking the server so that a
// key press that cannot work says why at once: a patient is marked arrived once, from a pending or
// confirmed booking; a no-show follows the core's workflow (only from confirmed, so a pending booking
// is confirmed first, in its detail), and never for a patient who has arrived; a mistaken arrival is
// taken back while the booking is open.
import { nextStatuses } from '../api/choices';
import type { Arrival } from '../api/wire';

export type Step = 'arrived' | 'no_show' | 'undo_arrived';

/** `ok`, or why not: the word of the Fluent message `dash-desk-<why>` that says so. */
export type StepCheck = 'ok' | 'decided' | 'already-arrived' | 'confirm-first' | 'not-arrived';

export function checkStep(patient: Pick<Arrival, 'status' | 'arrivedAt'>, step: Step): StepCheck {
  if (patient.status !== 'pending' && patient.status !== 'confirmed') return 'decided';
  if (step === 'undo_arrived') return patient.arrivedAt ? 'ok' : 'not-arrived';
  if (patient.arrivedAt) return 'already-arrived';
  if (step === 'no_show' && !nextStatuses('booking', patient.status).includes('no_show')) return 'confirm-first';
  return 'ok';
}
