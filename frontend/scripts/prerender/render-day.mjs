// The day the pages are rendered for, once per render: what a page shows by date (the newly approved
// self-pay fees on the home page) is decided with it. The clinic's date (Asia/Taipei) at render time,
// or CLINIC_RENDER_TODAY=YYYY-MM-DD (the tests render a chosen day). The core names the date, so the
// prerender and the server that schedules the next render count days alike.
import { createRequire } from 'node:module';

const core = createRequire(import.meta.url)('../../../pkg-node/clinic_core.js');

/** The render day, `YYYY-MM-DD`; throws on a CLINIC_RENDER_TODAY that is not a date. */
export function renderDay(env = process.env, nowMs = Date.now()) {
  const set = env.CLINIC_RENDER_TODAY;
  if (set === undefined || set === '') return core.clinicDate(nowMs);
  if (core.feeNewUntil(set) === undefined) throw new Error(`CLINIC_RENDER_TODAY=${set} is not a date (YYYY-MM-DD)`);
  return set;
}
