// One typed function per admin endpoint (docs/admin-api.md).
import { download, getJson, postJson, query } from './client';
import type { BulkCancelBody, BulkCancelRequest } from './wire';
import type { WaitlistDay } from './wire';
import type { Calendar, CapacityRequest, Closure, ClosureRequest, ClosureWithBookings, Exceptions } from './wire';
import type { ErasureRequest, Figures, Periods, Removed } from './wire';
import type { FrontDeskDay, ReminderFigures } from './wire';
import type { ContentRole, ContentRoleRequest } from './wire';
import type { AftercareHandledRequest, ChartPrintedRequest, ChartSummary, IntakeReviewRequest, IntakeView, ToReviewList } from './wire';
import type { AccessReport, AccessReportQuery, AuditPage, AuditQuery, CreateUserRequest, InboxPage, Me, Overview, PasswordChangeRequest, SignedIn, SignInStep, SubmissionDetail, SubmissionKind, Urgency, UserChanged, UserList } from './wire';

const seg = encodeURIComponent;

// Sign-in and session
export const signIn = (email: string, password: string) => postJson<SignInStep>('/api/admin/session', { email, password });
export const verifyTotp = (proof: { code: string } | { recoveryCode: string }) => postJson<SignedIn>('/api/admin/session/totp', proof);
export const getMe = () => getJson<Me>('/api/admin/me');
export const signOut = () => postJson<unknown>('/api/admin/session/logout');
export const signOutEverywhere = () => postJson<unknown>('/api/admin/session/logout-all');
/** The signed-in staff member's own password; their other sessions end. */
export const changePassword = (body: PasswordChangeRequest) => postJson<unknown>('/api/admin/me/password', body);

// Inbox
export interface InboxFilters {
  kind?: string;
  status?: string;
  branch?: string;
  from?: string;
  to?: string;
  lang?: string;
  tumorType?: string;
  urgency?: string;
  overdue?: string;
  /** `true`: only bookings still waiting for the patient's e-mail link. */
  unverified?: string;
  q?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}
export const getInbox = (f: InboxFilters) => getJson<InboxPage>(`/api/admin/inbox${query({ ...f })}`);
export const exportInbox = (f: InboxFilters) => download(`/api/admin/inbox.csv${query({ ...f, page: undefined, pageSize: undefined })}`, 'inbox.csv');

// Details and workflows
const plural: Record<SubmissionKind, string> = { booking: 'bookings', inquiry: 'inquiries', assessment: 'assessments' };
export const detailPath = (kind: SubmissionKind, id: string) => `/api/admin/${plural[kind]}/${seg(id)}`;
export const getDetail = (kind: SubmissionKind, id: string) => getJson<SubmissionDetail>(detailPath(kind, id));
export const setStatus = (kind: SubmissionKind, id: string, status: string, reason?: string) =>
  postJson<unknown>(`${detailPath(kind, id)}/status`, reason ? { status, reason } : { status });
export const reschedule = (code: string, preferredDate: string, preferredTime: string) =>
  postJson<unknown>(`${detailPath('booking', code)}/reschedule`, { preferredDate, preferredTime });
export const replyToInquiry = (id: string, message: string) => postJson<unknown>(`${detailPath('inquiry', id)}/reply`, { message });
export const reviewAssessment = (id: string, note: string, urgency: Urgency) => postJson<unknown>(`${detailPath('assessment', id)}/review`, { note, urgency });
export const addNote = (kind: SubmissionKind, id: string, text: string) => postJson<unknown>(`${detailPath(kind, id)}/notes`, { text });
export const setAssignee = (kind: SubmissionKind, id: string, userId: string | null) => postJson<unknown>(`${detailPath(kind, id)}/assignee`, { userId });
export const bulkCancel = (request: BulkCancelRequest) => postJson<BulkCancelBody>('/api/admin/bookings/cancel', request);
export const photoUrl = (assessmentId: string, photoId: string) => `${detailPath('assessment', assessmentId)}/photos/${seg(photoId)}`;

export const getTriage = () => getJson<{ items: InboxPage['items'] } | InboxPage['items']>('/api/admin/triage');
export const getOverview = () => getJson<Overview>('/api/admin/overview');

// Audit (admins)
export type AuditFilters = AuditQuery;
export const getAudit = (f: AuditFilters) => getJson<AuditPage>(`/api/admin/audit${query({ ...f })}`);
export const exportAudit = (f: AuditFilters) => download(`/api/admin/audit.csv${query({ ...f, page: undefined, pageSize: undefined })}`, 'audit.csv');

// The access report (admins): what one account touched in a window
export type AccessReportFilters = AccessReportQuery;
export const getAccessReport = (f: AccessReportFilters) => getJson<AccessReport>(`/api/admin/access-report${query({ ...f })}`);
export const exportAccessReport = (f: AccessReportFilters) => download(`/api/admin/access-report.csv${query({ ...f })}`, 'access-report.csv');

// Users (admins)
export const getUsers = () => getJson<UserList>('/api/admin/users');
export const createUser = (body: CreateUserRequest) => postJson<UserChanged>('/api/admin/users', body);
export type UserAction = 'disable' | 'enable' | 'reset-2fa' | 'reset-password';
export const userAction = (id: string, action: UserAction) =>
  postJson<UserChanged>(`/api/admin/users/${seg(id)}/${action}`);
/** Whether the account edits (`editor`) or also reviews (`reviewer`) the site's content, or neither (`""`). */
export const setContentRole = (id: string, contentRole: ContentRole) =>
  postJson<UserChanged>(`/api/admin/users/${seg(id)}/content-role`, { contentRole } satisfies ContentRoleRequest);

// The public availability (free slots for a reschedule)
export const getFreeSlots = (branch: string, from: string, to: string) =>
  getJson<{ timeZone: string; slots: { date: string; time: string; remaining: number }[] }>(`/api/availability${query({ branch, from, to })}`);

// Calendar, closures and capacity (changes: admins)
export const getWaitlist = (branch: string, day: string) => getJson<WaitlistDay>(`/api/admin/waitlist${query({ branch, day })}`);
export const getCalendar = (branch: string, from: string, to: string) => getJson<Calendar>(`/api/admin/calendar${query({ branch, from, to })}`);
export const getExceptions = (branch: string) => getJson<Exceptions>(`/api/admin/closures${query({ branch })}`);
export const addClosure = (body: ClosureRequest) => postJson<ClosureWithBookings>('/api/admin/closures', body);
export const removeClosure = (id: string) => postJson<Closure>(`/api/admin/closures/${seg(id)}/remove`);
export const setCapacity = (body: CapacityRequest) => postJson<Exceptions>('/api/admin/capacity', body);

// The front desk: a branch's day in time order; marking a patient arrived answers with the day as it
// now stands (409 for a cancelled or decided booking). A no-show goes through `setStatus`.
export const getFrontDesk = (branch: string, date: string) => getJson<FrontDeskDay>(`/api/admin/front-desk${query({ branch, date })}`);
export const markArrived = (code: string) => postJson<FrontDeskDay>(`${detailPath('booking', code)}/arrived`);
export const undoArrived = (code: string) => postJson<FrontDeskDay>(`${detailPath('booking', code)}/arrived/undo`);
export const getReminderFigures = (weeks: number) => getJson<ReminderFigures>(`/api/admin/reminder-figures${query({ weeks })}`);

// The health questions and aftercare: a booking's answers (each read audited), their review, the
// printable chart summary (each view and print audited), the overview's list of flagged answers not
// yet reviewed, and marking an aftercare worry handled.
export const getIntake = (code: string) => getJson<IntakeView>(`${detailPath('booking', code)}/intake`);
export const intakePhotoUrl = (code: string) => `${detailPath('booking', code)}/intake/photo`;
export const reviewIntake = (code: string, note: string) => postJson<IntakeView>(`${detailPath('booking', code)}/intake/review`, { note } satisfies IntakeReviewRequest);
export const getChart = (code: string) => getJson<ChartSummary>(`${detailPath('booking', code)}/chart`);
export const chartPrinted = (code: string, via: 'print' | 'download' = 'print') =>
  postJson<unknown>(`${detailPath('booking', code)}/chart/printed`, { via } satisfies ChartPrintedRequest);
export const getToReview = () => getJson<ToReviewList>('/api/admin/intake/to-review');
export const aftercareHandled = (id: string, note: string) => postJson<unknown>(`/api/admin/aftercare/${seg(id)}/handled`, { note } satisfies AftercareHandledRequest);

// Overview figures, retention and erasure (erasure: admins)
export const getFigures = () => getJson<Figures>('/api/admin/figures');
export const getRetention = () => getJson<Periods>('/api/admin/retention');
export const previewErasure = (body: ErasureRequest) => postJson<Removed>('/api/admin/erasure/preview', body);
export const erasePatient = (body: ErasureRequest) => postJson<Removed>('/api/admin/erasure', body);
