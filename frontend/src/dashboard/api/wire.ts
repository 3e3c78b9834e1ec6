// The admin API's shapes, all generated from the server's Rust types (frontend/src/generated/), plus
// the few unions the screens need.

export type { Role } from '../../generated/admin/Role';
export type { Branch } from '../../generated/core/Branch';
export type { SessionUser as StaffUser } from '../../generated/admin/SessionUser';
export type { StaffAccount } from '../../generated/admin/StaffAccount';
export type { PasswordChangeRequest } from '../../generated/admin/PasswordChangeRequest';
export type { SignInNext as SignInStep } from '../../generated/admin/SignInNext';
export type { SignedIn } from '../../generated/admin/SignedIn';
export type { Me } from '../../generated/admin/Me';
export type { UserList } from '../../generated/admin/UserList';
export type { UserChanged } from '../../generated/admin/UserChanged';
export type { AuditItem } from '../../generated/admin/AuditItem';
export type { AuditPage } from '../../generated/admin/AuditPage';
export type { AuditQuery } from '../../generated/admin/AuditQuery';
export type { AccessReport } from '../../generated/admin/AccessReport';
export type { AccessReportQuery } from '../../generated/admin/AccessReportQuery';
export type { Touched } from '../../generated/admin/Touched';
export type { CreateUserRequest } from '../../generated/admin/CreateUserRequest';

export type { SubmissionKind } from '../../generated/core/SubmissionKind';
export type { Urgency } from '../../generated/core/Urgency';

export type { InboxItem } from '../../generated/admin/InboxItem';
export type { InboxPage } from '../../generated/admin/InboxPage';
export type { Overview } from '../../generated/admin/Overview';
export type { HistoryEntry } from '../../generated/admin/HistoryEntry';
export type { BookingDetail } from '../../generated/admin/BookingDetail';
export type { ReminderDecision } from '../../generated/admin/ReminderDecision';
export type { ReminderChannelInfo } from '../../generated/admin/ReminderChannelInfo';
export type { ReminderMessage } from '../../generated/admin/ReminderMessage';
export type { FrontDeskDay } from '../../generated/admin/FrontDeskDay';
export type { Arrival } from '../../generated/admin/Arrival';
export type { ReminderFigures } from '../../generated/admin/ReminderFigures';
export type { ReminderWeek } from '../../generated/admin/ReminderWeek';
export type { ReminderChannel } from '../../generated/core/ReminderChannel';
export type { InquiryDetail } from '../../generated/admin/InquiryDetail';
export type { AssessmentDetail } from '../../generated/admin/AssessmentDetail';
export type { PhotoInfo } from '../../generated/admin/PhotoInfo';
export type { BookingStatusRequest } from '../../generated/admin/BookingStatusRequest';
export type { RescheduleRequest } from '../../generated/admin/RescheduleRequest';
export type { BulkCancelRequest } from '../../generated/admin/BulkCancelRequest';
export type { BulkCancelBody } from '../../generated/admin/BulkCancelBody';
export type { ReplyRequest } from '../../generated/admin/ReplyRequest';
export type { ReviewRequest } from '../../generated/admin/ReviewRequest';
export type { StatusRequest } from '../../generated/admin/StatusRequest';
export type { NoteRequest } from '../../generated/admin/NoteRequest';
export type { AssigneeRequest } from '../../generated/admin/AssigneeRequest';
export type { Calendar } from '../../generated/admin/Calendar';
export type { WaitlistDay } from '../../generated/admin/WaitlistDay';
export type { CalendarDay } from '../../generated/admin/CalendarDay';
export type { CalendarSlot } from '../../generated/admin/CalendarSlot';
export type { CalendarBooking } from '../../generated/admin/CalendarBooking';
export type { Closure } from '../../generated/admin/Closure';
export type { ClosureRequest } from '../../generated/admin/ClosureRequest';
export type { ClosureWithBookings } from '../../generated/admin/ClosureWithBookings';
export type { AffectedBooking } from '../../generated/admin/AffectedBooking';
export type { CapacityChange } from '../../generated/admin/CapacityChange';
export type { CapacityRequest } from '../../generated/admin/CapacityRequest';
export type { Exceptions } from '../../generated/admin/Exceptions';
export type { Figures } from '../../generated/admin/Figures';
export type { Periods } from '../../generated/admin/Periods';
export type { Removed } from '../../generated/admin/Removed';
export type { ErasureRequest } from '../../generated/admin/ErasureRequest';
import type { AssessmentDetail } from '../../generated/admin/AssessmentDetail';
import type { BookingDetail } from '../../generated/admin/BookingDetail';
import type { InquiryDetail } from '../../generated/admin/InquiryDetail';

/** Any submission's detail (the detail screen shows every field it carries). */
export type SubmissionDetail = (BookingDetail | InquiryDetail | AssessmentDetail) & { branch?: string | null; urgency?: string | null; photos?: AssessmentDetail['photos'] };
