// The admin API's shapes as agreed for issue 12. These are replaced by the ts-rs types generated from
// the server (frontend/src/generated/admin/) as soon as those land; nothing else may declare them.
import type { Locale } from '../../lib/core';

export type Role = 'admin' | 'staff';
export type Branch = 'taipei' | 'kaohsiung';
export type SubmissionKind = 'booking' | 'inquiry' | 'assessment';
export type Urgency = 'high' | 'medium' | 'low';

export interface StaffUser {
  id: string;
  email: string;
  role: Role;
  branch: Branch | null;
  disabled?: boolean;
  totpEnrolled?: boolean;
  lastSignInAt?: number | string | null;
}

export type SignInStep = { next: 'totp' } | { next: 'enrol'; secret: string; otpauthUri: string; qrSvg: string };
export interface SignedIn {
  user: StaffUser;
  csrfToken: string;
  recoveryCodes?: string[];
}

export interface InboxItem {
  kind: SubmissionKind;
  id: string;
  code?: string | null;
  name: string;
  branch?: Branch | null;
  status: string;
  lang: Locale;
  receivedAt: number | string;
  preferredDate?: string | null;
  preferredTime?: string | null;
  tumorType?: string | null;
  urgency?: Urgency | null;
  assigneeEmail?: string | null;
  overdue: boolean;
}
export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface HistoryEntry {
  at: number | string;
  actorEmail?: string | null;
  action: string;
  from?: string | null;
  to?: string | null;
  note?: string | null;
}
export interface Note {
  id?: string | number;
  at: number | string;
  authorEmail?: string | null;
  actorEmail?: string | null;
  note?: string | null;
  text?: string;
}
export interface Assignee {
  id?: string;
  userId?: string;
  email: string;
}
export interface PhotoRef {
  id: string;
  contentType?: string;
  size?: number;
}

/** A submission's detail: its own fields plus the workflow parts (any further field is shown as is). */
export interface SubmissionDetail {
  id?: string;
  code?: string;
  confirmationCode?: string;
  status: string;
  lang: Locale;
  branch?: Branch | null;
  history: HistoryEntry[];
  notes: Note[];
  assignee?: Assignee | null;
  photos?: (PhotoRef | string)[];
  [field: string]: unknown;
}

export interface Overview {
  today: InboxItem[];
  upcoming: InboxItem[];
  openInquiries: number;
  triageOpen: number;
  overdue: number;
  bookingsPerDay: { date: string; branch: Branch; count: number }[];
  bookingsByLang: { lang: Locale; count: number }[];
}

export interface AuditItem {
  id: string | number;
  at: number | string;
  actorEmail: string;
  action: string;
  targetKind: string;
  targetId: string;
  ip: string;
  detail: unknown;
}
export interface AuditPage {
  items: AuditItem[];
  total: number;
}
