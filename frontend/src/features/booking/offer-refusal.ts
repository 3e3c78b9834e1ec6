import { ApiError } from '../../lib/api';

/**
 * The text key for a refused attempt to take a waitlist offer. Over the limits on open bookings the
 * seat stays held (the patient may cancel a booking and come back), and the server's field code says
 * which limit refused: the contact's or the network's. An expired offer is shown as such, not here.
 */
export function offerRefusalKey(e: unknown): string {
  if (!(e instanceof ApiError) || e.code !== 'too_many_open_bookings') return 'offer-failed';
  const network = e.fields.some((f) => f.code === 'too_many_open_bookings_network');
  return network ? 'offer-too-many-network' : 'offer-too-many';
}
