// The reminders' rates week by week (docs/admin-api.md "Reminder figures"): of the visits reminded,
// the share whose patient answered "I will come" and the share marked no-show, by the channel of the
// last reminder; and the same over the whole window by reminder offset. A week with nothing reminded
// has no rate (null: no point on the chart), never 0 %.
import type { ReminderChannel, ReminderWeek } from '../api/wire';

/** `part ÷ whole`, or null when there is nothing to divide by. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

// E-mail first, as the patient's choice offers them; a channel the server adds later follows.
const ORDER: readonly ReminderChannel[] = ['email', 'line', 'whatsapp'];

export interface ChannelRates {
  channel: string;
  /** Per week, oldest first. */
  reminded: number[];
  confirmed: (number | null)[];
  noShow: (number | null)[];
}

/** One series per channel that reminded anyone in the window, each with a value per week. */
export function ratesByChannel(weeks: ReminderWeek[]): ChannelRates[] {
  const seen = [...new Set(weeks.flatMap((w) => w.byChannel.filter((c) => c.reminded > 0).map((c) => c.channel)))];
  const rank = (c: string) => {
    const i = ORDER.indexOf(c as ReminderChannel);
    return i < 0 ? ORDER.length : i;
  };
  return seen
    .sort((a, b) => rank(a) - rank(b))
    .map((channel) => {
      const counts = weeks.map((w) => w.byChannel.find((c) => c.channel === channel));
      return {
        channel,
        reminded: counts.map((c) => c?.reminded ?? 0),
        confirmed: counts.map((c) => rate(c?.confirmed ?? 0, c?.reminded ?? 0)),
        noShow: counts.map((c) => rate(c?.noShow ?? 0, c?.reminded ?? 0)),
      };
    });
}

export interface OffsetRates {
  offsetHours: number;
  reminded: number;
  confirmed: number | null;
  noShow: number | null;
}

/** The whole window by reminder offset, the earliest reminder (most hours before) first. */
export function ratesByOffset(weeks: ReminderWeek[]): OffsetRates[] {
  const sums = new Map<number, { reminded: number; confirmed: number; noShow: number }>();
  for (const o of weeks.flatMap((w) => w.byOffset)) {
    const s = sums.get(o.offsetHours) ?? { reminded: 0, confirmed: 0, noShow: 0 };
    sums.set(o.offsetHours, { reminded: s.reminded + o.reminded, confirmed: s.confirmed + o.confirmed, noShow: s.noShow + o.noShow });
  }
  return [...sums]
    .sort(([a], [b]) => b - a)
    .map(([offsetHours, s]) => ({ offsetHours, reminded: s.reminded, confirmed: rate(s.confirmed, s.reminded), noShow: rate(s.noShow, s.reminded) }));
}
