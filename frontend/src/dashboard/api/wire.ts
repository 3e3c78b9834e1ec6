// The admin API's shapes: the types generated from the server (frontend/src/generated/), and, until the
// inbox's types are generated too, the inbox shapes of docs/admin-api.md.
import type { Locale } from '../../lib/core';

export type { Role } from '../../generated/admin/Role';
export type { Branch } from '../../generated/core/Branch';
export type { SessionUser as StaffUser } from '../../generated/admin/SessionUser';
export type { StaffAccount } from '../../generated/admin/StaffAccount';
export type { SignInNext as SignInStep } from '../../generated/admin/SignInNext';
export type { SignedIn } from '../../generated/admin/SignedIn';
export type { Me } from '../../generated/admin/Me';
export type { UserList } from '../../generated/admin/UserList';
export type { UserChanged } from '../../generated/admin/UserChanged';
export type { AuditItem } from '../../generated/admin/AuditItem';
export type { AuditPage } from '../../generated/admin/AuditPage';
export type { AuditQuery } from '../../generated/admin/AuditQuery';
export type { CreateUserRequest } from '../../generated/admin/CreateUserRequest';
import type { Branch } from '../../generated/core/Branch';

export type SubmissionKind = 'booking' | 'inquiry' | 'assessment';
export type Urgency = 'high' | 'medium' | 'low';

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
