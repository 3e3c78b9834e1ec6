// A branch's day of waiting patients (issue 13 point 5), in queue order: the first waiting patient is
// offered the next free seat by the server's waitlist task. Read only; the look is audited.
import { CLINIC_TIME_ZONE } from '../../generated/contract';
import { addDays } from '../../lib/clinic-time';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { useWaitlist } from '../api/queries';
import { navigate, useLocation } from '../app/router';
import { clinicDate, formatDay } from '../ui/format';
import { BranchPicker, useBranch } from './BranchPicker';
import { ErrorMessage } from './ErrorMessage';

export default function WaitlistScreen() {
  const { t, locale } = useI18n();
  const { search } = useLocation();
  const { own, branch } = useBranch(search);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(search.get('day') ?? '') ? (search.get('day') as string) : clinicDate();
  const list = useWaitlist(branch, day);
  const go = (changes: Partial<{ branch: string; day: string }>) =>
    navigate(`/waitlist?${new URLSearchParams({ branch, day, ...changes }).toString()}`, { replace: true });
  const items = list.data?.items ?? [];

  return (
    <section aria-labelledby="waitlist-title" className="space-y-4">
      <h1 id="waitlist-title" className="text-2xl font-bold">{t('dash-nav-waitlist')}</h1>
      <div className="flex flex-wrap items-end gap-3" role="toolbar" aria-label={t('dash-waitlist-toolbar')}>
        <BranchPicker own={own} branch={branch} onChange={(b) => go({ branch: b })} />
        <div className="flex gap-1">
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ day: addDays(day, -1) })}>{t('dash-calendar-previous-day')}</Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ day: clinicDate() })}>{t('dash-calendar-today')}</Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => go({ day: addDays(day, 1) })}>{t('dash-calendar-next-day')}</Button>
        </div>
        <div>
          <label htmlFor="waitlist-day" className="block text-sm font-semibold">{t('dash-calendar-go-to')}</label>
          <input id="waitlist-day" type="date" value={day} onChange={(e) => e.target.value && go({ day: e.target.value })} className="rounded-lg border border-slate-400 px-2 py-1" />
        </div>
      </div>
      <ErrorMessage error={list.error} />
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-start text-lg font-semibold">{formatDay(locale, day, true)}</caption>
        <thead>
          <tr>
            <th scope="col" className="p-1 text-start">#</th>
            <th scope="col" className="p-1 text-start">{t('dash-waitlist-name')}</th>
            <th scope="col" className="p-1 text-start">{t('dash-waitlist-contact')}</th>
            <th scope="col" className="p-1 text-start">{t('dash-waitlist-wants')}</th>
            <th scope="col" className="p-1 text-start">{t('dash-waitlist-status')}</th>
            <th scope="col" className="p-1 text-start">{t('dash-waitlist-offer')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data && items.length === 0 && (
            <tr>
              <td colSpan={6} className="p-4">{t('dash-waitlist-empty')}</td>
            </tr>
          )}
          {items.map((w, i) => (
            <tr key={w.id} className="border-t border-slate-200">
              <td className="p-1">{i + 1}</td>
              <td className="p-1 font-semibold">{w.name}</td>
              <td className="p-1" dir="ltr">{w.email} · {w.phone}</td>
              <td className="p-1" dir="ltr">{w.preferredTime ?? t('dash-waitlist-any-time')}</td>
              <td className="p-1">{t(`dash-waitlist-status-${w.status}`)}</td>
              <td className="p-1" dir="ltr">
                {w.bookingCode ?? (w.offeredTime ? `${w.offeredTime}${w.offerExpiresAt ? ` → ${new Date(w.offerExpiresAt).toLocaleString(locale, { timeZone: CLINIC_TIME_ZONE })}` : ''}` : '—')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
