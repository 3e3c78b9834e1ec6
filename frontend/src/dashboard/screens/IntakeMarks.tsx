// The health questions' mark on a booking wherever bookings are listed (inbox, overview, calendar,
// front desk): each flag the sent answers raised, "answers missing" when the visit is less than 48
// hours away and nothing was sent, and whether flagged answers still wait for a review. Small on
// purpose: the lists load it with the dashboard's first JS.
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import type { IntakeFlag, IntakeMark } from '../api/wire';
import { Badge } from '../ui/badge';
import { valueLabel } from './labels';

/** Flags that change the plan at the table (bleeding, anaesthesia, devices, pregnancy, infection). */
const SERIOUS = new Set<IntakeFlag>(['anticoagulant', 'antiplatelet', 'bleeding_disorder', 'anaesthetic_allergy', 'implanted_device', 'pregnant', 'site_infection']);

export function FlagBadges({ flags }: { flags: readonly IntakeFlag[] }) {
  const { t } = useI18n();
  return (
    <>
      {flags.map((f) => (
        <Badge key={f} tone={SERIOUS.has(f) ? 'bad' : 'warn'} data-flag={f}>
          {valueLabel(t, 'flag', f)}
        </Badge>
      ))}
    </>
  );
}

/**
 * The badges of one booking's mark; nothing when there is nothing to say. `named` prefixes them with
 * "Health questions" for screen readers where no column header says so (calendar, front desk).
 */
export function IntakeBadges({ mark, named = false }: { mark?: IntakeMark | null; named?: boolean }) {
  const { t } = useI18n();
  if (!mark) return null;
  const badges: ReactNode[] = [];
  if (mark.due) badges.push(<Badge key="due" tone="bad">{t('dash-intake-missing-mark')}</Badge>);
  if (mark.needsReview) badges.push(<Badge key="review" tone="info">{t('dash-intake-to-review-mark')}</Badge>);
  if (badges.length === 0 && mark.flags.length === 0) return null;
  return (
    <span data-slot="intake-marks" className="flex flex-wrap gap-1">
      {named && <span className="sr-only">{t('dash-col-intake')}:</span>}
      {badges}
      <FlagBadges flags={mark.flags} />
    </span>
  );
}

/** The inbox's column: where the questions stand, then the badges. */
export function IntakeCell({ mark }: { mark?: IntakeMark | null }) {
  const { t } = useI18n();
  if (!mark) return null;
  return (
    <span className="flex flex-col gap-1">
      <span className="text-xs text-slate-700">{valueLabel(t, 'intake-state', mark.state)}</span>
      <IntakeBadges mark={mark} />
    </span>
  );
}
