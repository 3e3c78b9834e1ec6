// TanStack Query hooks: the server is the source of truth; every change invalidates what it touched.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './endpoints';
import type { SubmissionKind } from './wire';

export const keys = {
  me: ['me'] as const,
  inbox: (f: api.InboxFilters) => ['inbox', f] as const,
  detail: (kind: SubmissionKind, id: string) => ['detail', kind, id] as const,
  triage: ['triage'] as const,
  overview: ['overview'] as const,
  figures: ['figures'] as const,
  audit: (f: api.AuditFilters) => ['audit', f] as const,
  users: ['users'] as const,
  calendar: (branch: string, from: string, to: string) => ['calendar', branch, from, to] as const,
  exceptions: (branch: string) => ['exceptions', branch] as const,
  frontDesk: (branch: string, date: string) => ['front-desk', branch, date] as const,
  reminderFigures: (weeks: number) => ['reminder-figures', weeks] as const,
  intake: (code: string) => ['intake', code] as const,
  chart: (code: string) => ['chart', code] as const,
  toReview: ['to-review'] as const,
  // The site's content (its hooks are in content.ts, loaded with the content screens only).
  content: ['content'] as const,
  contentList: ['content', 'list'] as const,
  contentDocument: (path: string) => ['content', 'document', path] as const,
  // Under `content`: an approval makes a version, a rollback publishes documents again.
  siteVersions: ['content', 'site-versions'] as const,
};

/** What any change to a booking or submission may alter, besides its own detail: read again after one. */
const CHANGED = [['inbox'], keys.triage, keys.overview, keys.figures, ['audit'], ['calendar'], ['exceptions'], ['slots'], ['front-desk'], ['reminder-figures'], keys.toReview];

const listOf = <T,>(answer: { items: T[] } | T[]): T[] => (Array.isArray(answer) ? answer : answer.items);

/** The signed-in staff member; not asked on the sign-in screen (a 401 there would only repeat itself). */
export const useMe = (enabled = true) => useQuery({ queryKey: keys.me, queryFn: api.getMe, retry: false, staleTime: 60_000, enabled });
export const useInbox = (f: api.InboxFilters) => useQuery({ queryKey: keys.inbox(f), queryFn: () => api.getInbox(f), placeholderData: keepPreviousData });
export const useDetail = (kind: SubmissionKind, id: string) => useQuery({ queryKey: keys.detail(kind, id), queryFn: () => api.getDetail(kind, id) });
export const useTriage = () => useQuery({ queryKey: keys.triage, queryFn: async () => listOf(await api.getTriage()) });
export const useOverview = () => useQuery({ queryKey: keys.overview, queryFn: api.getOverview });
export const useFigures = () => useQuery({ queryKey: keys.figures, queryFn: api.getFigures });
export const useRetention = (enabled = true) => useQuery({ queryKey: ['retention'], queryFn: api.getRetention, enabled, staleTime: 300_000 });
/** The access report: run when its three fields are given; never kept for a later screen (it lists patients). */
export const useAccessReport = (f: api.AccessReportFilters, enabled: boolean) =>
  useQuery({ queryKey: ['access-report', f], queryFn: () => api.getAccessReport(f), enabled, gcTime: 0, retry: false });

export const useAudit = (f: api.AuditFilters, enabled = true) =>
  useQuery({ queryKey: keys.audit(f), queryFn: () => api.getAudit(f), placeholderData: keepPreviousData, enabled });
export const useUsers = (enabled = true) => useQuery({ queryKey: keys.users, queryFn: async () => (await api.getUsers()).items, enabled });
export const useFreeSlots = (branch: string, from: string, to: string) =>
  useQuery({ queryKey: ['slots', branch, from, to], queryFn: () => api.getFreeSlots(branch, from, to), enabled: Boolean(branch && from && to) });

/** A bulk cancellation: afterwards every list, count and calendar is read again. */
export function useBulkCancel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.bulkCancel,
    onSuccess: () =>
      Promise.all(
        [...CHANGED, ['detail']].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** A change to one submission: afterwards its detail, the lists and the overview are read again. */
export function useSubmissionChange<V>(kind: SubmissionKind, id: string, change: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([keys.detail(kind, id), ...CHANGED].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/**
 * A branch's day at the front desk, read again every minute so that answers arriving by LINE,
 * WhatsApp or e-mail show up without a reload.
 */
export const useFrontDesk = (branch: string, date: string) =>
  useQuery({ queryKey: keys.frontDesk(branch, date), queryFn: () => api.getFrontDesk(branch, date), refetchInterval: 60_000, enabled: Boolean(branch) });

/**
 * The front desk's steps on a booking: arrived, or taking a mistaken arrival back (the answer is the
 * day as it now stands, shown at once), or a no-show (the workflow's status change). Afterwards the
 * booking and the lists are read again.
 */
export function useFrontDeskStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, step }: { code: string; step: 'arrived' | 'no_show' | 'undo_arrived' }) =>
      step === 'arrived'
        ? api.markArrived(code)
        : step === 'undo_arrived'
          ? api.undoArrived(code)
          : api.setStatus('booking', code, 'no_show').then(() => null),
    onSuccess: (day) => {
      if (day) client.setQueryData(keys.frontDesk(day.branch, day.date), day);
      return Promise.all([['detail'], ...CHANGED].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** Reminded visits week by week, by channel and by offset. */
export const useReminderFigures = (weeks = 12) => useQuery({ queryKey: keys.reminderFigures(weeks), queryFn: () => api.getReminderFigures(weeks) });

export function useUserChange<V, R>(change: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => client.invalidateQueries({ queryKey: keys.users }) });
}

/** A branch's day of waiting patients, in queue order. */
export const useWaitlist = (branch: string, day: string) =>
  useQuery({ queryKey: ['waitlist', branch, day], queryFn: () => api.getWaitlist(branch, day), placeholderData: keepPreviousData });

export const useCalendar = (branch: string, from: string, to: string) =>
  useQuery({ queryKey: keys.calendar(branch, from, to), queryFn: () => api.getCalendar(branch, from, to), placeholderData: keepPreviousData, enabled: Boolean(branch) });
export const useExceptions = (branch: string) => useQuery({ queryKey: keys.exceptions(branch), queryFn: () => api.getExceptions(branch), enabled: Boolean(branch) });

/** A closure or capacity change: the calendar, the exceptions and the free slots are read again. */
export function useScheduleChange<V, R>(change: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['calendar'] }),
        client.invalidateQueries({ queryKey: ['exceptions'] }),
        client.invalidateQueries({ queryKey: ['slots'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

/**
 * A booking's health questions. Each read is audited, and the answers are health data: not kept for
 * another screen once nobody shows them.
 */
export const useIntake = (code: string) => useQuery({ queryKey: keys.intake(code), queryFn: () => api.getIntake(code), gcTime: 0 });
/** The printable chart summary (each view audited; not kept once closed). */
export const useChart = (code: string) => useQuery({ queryKey: keys.chart(code), queryFn: () => api.getChart(code), gcTime: 0, staleTime: Infinity });
/** Upcoming bookings whose flagged answers nobody has reviewed. */
export const useToReview = () => useQuery({ queryKey: keys.toReview, queryFn: api.getToReview });

/** A review of flagged answers: the answers, the booking's history and every list with its mark are read again. */
export function useIntakeReview(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.reviewIntake(code, note),
    onSuccess: (view) => {
      client.setQueryData(keys.intake(code), view);
      return Promise.all([['detail', 'booking'], ...CHANGED].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** An aftercare worry handled: the triage queue (and the booking's history) are read again. */
export function useAftercareHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => api.aftercareHandled(id, note),
    onSuccess: () => Promise.all([keys.triage, ['detail', 'booking'], ['audit']].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
