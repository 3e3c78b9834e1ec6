# Staff dashboard (loaded only by /medical-dashboard)
dash-title = Clinic staff
dash-skip = Skip to content
dash-loading = Loading…
dash-none = Nothing here.
dash-not-found = This dashboard page does not exist.
# Between the items of a list of answers (symptoms, next steps…).
dash-list-separator = {", "}
dash-yes = Yes
dash-no = No
dash-language = Language
dash-account-menu = Account of { $email }
dash-sign-out = Sign out
dash-sign-out-everywhere = Sign out everywhere
# Changing one's own password (the account menu).
dash-password-open = Change password
dash-password-title = Change your password
dash-password-current = Current password
dash-password-new = New password
dash-password-again = New password again
dash-password-hint = At least { $min } characters. Your other devices will be signed out.
dash-password-submit = Change password
dash-password-changed = Your password is changed. Your other devices are signed out.
dash-password-error-incorrect = The current password is not right.
dash-password-error-too-short = The new password needs at least { $min } characters.
dash-password-error-mismatch = The two new passwords are not the same.
dash-role-admin = Administrator
dash-role-staff = Staff
dash-cancel-dialog = Close without changes

## Sign-in
dash-login-title = Staff sign-in
dash-login-email = E-mail
dash-login-password = Password
dash-login-continue = Continue
dash-login-code = 6-digit code from your authenticator app
dash-login-recovery-code = Recovery code
dash-login-verify = Sign in
dash-login-use-recovery = Use a recovery code
dash-login-use-code = Use the authenticator code
dash-login-enrol-title = Set up two-step sign-in
dash-login-enrol-help = Scan the QR code with an authenticator app (or type the secret into it), then enter the 6-digit code it shows.
dash-login-qr-alt = QR code for your authenticator app
dash-login-secret = Secret:
dash-login-recovery-title = Your recovery codes
dash-login-recovery-help = Each code signs you in once if you lose your phone. Store them somewhere safe now: they are shown only this once.
dash-login-recovery-done = I have stored them, continue

## Errors
dash-error-invalid-credentials = E-mail or password is wrong.
dash-error-invalid-code = The code is wrong or has expired. Try the current code.
dash-error-locked = Too many failed attempts. Try again in { $minutes } minutes.
dash-error-unauthorized = Your session has ended. Please sign in again.
dash-error-forbidden = You are not allowed to do this.
dash-error-csrf = The page was out of date. Reload it and try again.
dash-error-not-found = Nothing was found under this reference.
dash-error-slot-full = That time is already fully booked. Choose another one.
dash-error-conflict = This record was changed in the meantime. Reload and try again.
dash-error-change-window = This booking can no longer be changed.
dash-error-validation = Some fields are missing or invalid.
dash-error-assignee-branch = This staff member works at another branch and cannot see this submission, so it cannot be assigned to them.
dash-error-network = The server could not be reached. Check the connection and try again.
dash-error-unknown = Something went wrong. Please try again.

## Frame
dash-nav-label = Dashboard sections
dash-nav-group-main = Main features
dash-nav-group-contact = Booking and contact
dash-nav-group-booking = Online booking
dash-nav-group-settings = Settings
dash-nav-overview = Overview
dash-nav-triage = Triage queue
dash-nav-inbox = Inbox
dash-nav-bookings = Bookings
dash-nav-users = Staff accounts
dash-nav-audit = Audit log
dash-jump-label = Open a booking by its confirmation code
dash-jump-placeholder = Confirmation code
dash-jump-go = Open

## Lists
dash-filters = Filters
dash-filter-any = Any
dash-filter-from = From
dash-filter-to = To
dash-filter-reset = Clear filters
dash-filter-apply = Apply
dash-search-label = Name, e-mail, phone or code
dash-search = Search
dash-export-csv = Export CSV
dash-inbox-empty = No submissions match these filters.
dash-table-paging = Pages
dash-table-page-of = Page { $page } of { $pages } ({ $total } in all)
dash-table-page-of-many = Page { $page } of { $pages }+ (more than { $total }; narrow the search)
dash-table-previous = Previous
dash-table-next = Next
dash-col-name = Name
dash-col-kind = Type
dash-col-code = Code
dash-col-status = Status
dash-col-branch = Branch
dash-col-lang = Language
dash-col-urgency = Urgency
dash-col-tumor = Tumour type
dash-col-slot = Requested time
dash-col-received = Received
dash-col-assignee = Assignee
dash-overdue = No response for 24 h

## Values
dash-kind-booking = Booking
dash-kind-inquiry = Inquiry
dash-kind-assessment = Assessment
dash-status-pending = Pending
dash-status-confirmed = Confirmed
dash-status-completed = Completed
dash-status-no-show = No-show
dash-status-cancelled = Cancelled
dash-status-new = New
dash-status-answered = Answered
dash-status-reviewed = Reviewed
dash-status-closed = Closed
dash-branch-taipei = Taipei
dash-branch-kaohsiung = Kaohsiung
dash-tumor-lipoma = Lipoma
dash-tumor-cyst = Cyst
dash-tumor-skin-tumor = Skin tumour
dash-tumor-mole = Mole
dash-tumor-other = Other
dash-urgency-high = High
dash-urgency-medium = Medium
dash-urgency-low = Low

## Overview
dash-stat-open-inquiries = Open inquiries
dash-stat-triage = Assessments to triage
dash-stat-aftercare-worries = Aftercare worries to handle
dash-stat-overdue = Waiting over 24 h
dash-today = Today's bookings
dash-upcoming = Upcoming bookings
dash-chart-per-day = Bookings per day by branch
dash-chart-by-lang = Bookings by patient language
dash-chart-bookings = Bookings
dash-chart-table = Show the figures as a table
dash-chart-date = Date

## Triage
dash-triage-lead = Open assessments, the most urgent and the oldest first.
dash-triage-empty = No assessment is waiting.

## Detail
dash-detail-title-booking = Booking
dash-detail-title-inquiry = Inquiry
dash-detail-title-assessment = Assessment
dash-patient-language = Patient's language
dash-fields = Submitted details
dash-actions = Actions
dash-action-confirm = Confirm
dash-action-complete = Mark completed
dash-action-no-show = Mark no-show
dash-action-cancel = Cancel booking
dash-action-cancel-confirm = Cancel the booking
dash-cancel-reason = Reason (sent to the patient)
dash-action-reschedule = Reschedule
dash-reschedule-date = New date
dash-reschedule-slots = Free times (choose one to move the booking)
dash-reschedule-none = No free time on this date.
dash-action-reply = Reply
dash-reply-language = The patient wrote in { $language }; reply in that language if you can.
dash-reply-message = Your reply (e-mailed to the patient)
dash-reply-send = Send reply
dash-action-review = Review
dash-review-note = Clinician's note
dash-review-save = Save review
dash-action-close = Close
dash-assignee = Assignee
dash-assignee-none = Nobody yet
dash-assignee-me = Assign to me
dash-assignee-clear = Remove assignee
dash-notes = Internal notes
dash-note-add = New note (staff only)
dash-note-save = Add note
dash-history = History
dash-history-empty = Nothing has happened yet.
dash-history-system = System
# A change the patient made on the public status page (cancel, reschedule).
dash-history-patient = Patient
dash-photos = Photos
dash-photo-alt = Photo { $n } sent by the patient
dash-field-name = Name
dash-field-phone = Phone
dash-field-email = E-mail
dash-field-branch = Branch
dash-field-kind = Type
dash-field-code = Code
dash-field-confirmation-code = Confirmation code
dash-field-preferred-date = Requested date
dash-field-preferred-time = Requested time
dash-field-tumor-type = Tumour type
dash-field-location = Location
dash-field-size = Size
dash-field-message = Message
dash-field-subject = Subject
dash-field-inquiry-type = Inquiry type
dash-field-duration = Duration
dash-field-patient-age = Age
dash-field-symptoms = Symptoms
dash-field-previous-treatment = Previous treatment
dash-field-medical-history = Medical history
dash-field-urgency = Urgency
dash-field-recommended-treatment = Recommended treatment
dash-field-terms-accepted = Terms accepted
dash-field-health-data-consent = Consent to health data processing
dash-field-privacy-version = Privacy notice version
dash-field-privacy-accepted-at = Privacy notice accepted
dash-field-received-at = Received
dash-field-updated-at = Last change
dash-field-attendance-confirmed-at = Will come (answered on)
dash-field-reminders = Reminders
dash-field-time-zone = Patient's time zone
dash-field-interpreter = Interpreter
dash-field-companions = Companions
dash-field-overdue = Waiting over 24 h

## Audit
dash-audit-at = When
dash-audit-actor = Who
dash-audit-action = What
dash-audit-target = Record
dash-audit-ip = Address
dash-audit-detail = Details
dash-audit-empty = No entries match these filters.
dash-audit-filter-actor = Who (e-mail)
dash-audit-filter-action = What (event)
dash-audit-filter-target-kind = Record type
dash-event-booking-view = Viewed a booking
dash-event-booking-status = Changed a booking's status
dash-event-booking-reschedule = Rescheduled a booking
dash-event-inquiry-view = Viewed an inquiry
dash-event-inquiry-reply = Replied to an inquiry
dash-event-inquiry-status = Changed an inquiry's status
dash-event-assessment-view = Viewed an assessment
dash-event-assessment-review = Reviewed an assessment
dash-event-assessment-status = Changed an assessment's status
dash-event-photo-view = Viewed a photo
dash-event-triage-view = Viewed the triage queue
dash-event-overview-view = Viewed the overview
dash-event-inbox-search = Searched the inbox
dash-event-inbox-export = Exported the inbox
dash-event-audit-export = Exported the audit log
dash-event-signin-failed = Failed sign-in
dash-event-status = Status changed
dash-event-reschedule = Rescheduled
dash-event-reply = Reply sent
dash-event-review = Reviewed
dash-event-note = Note added
dash-event-assignee = Assignee changed
dash-event-created = Received

## Staff accounts
dash-users-role = Role
dash-users-all-branches = All branches
dash-users-active = Active
dash-users-disabled = Disabled
dash-users-created = Created
dash-users-disable = Disable
dash-users-enable = Enable
dash-users-reset-password = Reset password
dash-users-reset-2fa = Reset two-step sign-in
dash-users-disable-for = Disable { $email }
dash-users-enable-for = Enable { $email }
dash-users-reset-password-for = Reset the password of { $email }
dash-users-reset-2fa-for = Reset two-step sign-in of { $email }
dash-users-create = New staff account
dash-users-create-submit = Create account
dash-users-temporary = Temporary password for { $email } (shown once; the holder sets up two-step sign-in at the first sign-in):

## Audit events and assessment fields
dash-error-not-allowed = This step is not possible in the record's current state.
dash-error-already-exists = An account with this e-mail already exists.
dash-field-first-response-at = First staff response
dash-field-reviewed-urgency = Urgency after review
dash-field-estimated-cost = Estimated cost
dash-field-cost-note = Cost note
dash-field-next-steps = Next steps
dash-field-reasons = Reasons
dash-event-signin-password = Password accepted
dash-event-signin-success = Signed in
dash-event-signin-locked = Sign-in locked
dash-event-signin-enrolled = Set up two-step sign-in
dash-event-signin-recovery-code = Signed in with a recovery code
dash-event-session-logout = Signed out
dash-event-session-logout-all = Signed out everywhere
dash-event-user-create = Created an account
dash-event-user-disable = Disabled an account
dash-event-user-enable = Enabled an account
dash-event-user-reset-password = Reset a password
dash-event-user-change-password = Changed their own password
dash-event-user-reset-2fa = Reset two-step sign-in
dash-event-audit-view = Viewed the audit log
dash-event-booking-note = Added a note to a booking
dash-event-inquiry-note = Added a note to an inquiry
dash-event-assessment-note = Added a note to an assessment
dash-event-booking-assignee = Assigned a booking
dash-event-inquiry-assignee = Assigned an inquiry
dash-event-assessment-assignee = Assigned an assessment
dash-event-booking-ics = Downloaded a booking's calendar file

## Calendar, closures and capacity
dash-nav-calendar = Calendar
dash-nav-closures = Closures and capacity
dash-calendar-toolbar = Calendar controls
dash-calendar-view = View
dash-calendar-view-day = Day
dash-calendar-view-week = Week
dash-calendar-previous-day = Previous day
dash-calendar-next-day = Next day
dash-calendar-previous-week = Previous week
dash-calendar-next-week = Next week
dash-calendar-today = Today
dash-calendar-go-to = Go to date
dash-calendar-week-of = Week of { $from } to { $to }
dash-calendar-time = Time
dash-calendar-closed = Closed
dash-calendar-seats = { $remaining } of { $capacity } seats free
dash-calendar-held = { $held } held for a waitlist offer
dash-calendar-move = Move
dash-calendar-move-for = Move the booking of { $name } at { $time }
dash-calendar-move-title = Move the booking of { $name }
dash-calendar-closure-note = Closed { $from } to { $to }: { $reason }
dash-calendar-no-hours = The clinic is not open on these days.
dash-calendar-not-open = Not open
dash-closures-title = Closures
dash-closures-no-bookings = No booking inside this closure.
dash-closures-bookings-inside = { $count ->
    [one] One booking is still inside. Open it to move or cancel it (the patient is told).
   *[other] { $count } bookings are still inside. Open each to move or cancel it (the patient is told).
}
dash-closures-range = { $from } to { $to }
dash-closures-whole-day = whole day
dash-closures-remove = Reopen
dash-closures-remove-for = Reopen { $days } ({ $reason })
dash-closures-add = Close the branch
dash-closures-from = First day
dash-closures-to = Last day (optional)
dash-closures-part-of-day = Only part of each day
dash-closures-start = Closed from
dash-closures-end = Open again at
dash-closures-reason = Reason
dash-closures-add-submit = Close
dash-capacity-title = Change capacity
dash-capacity-help = Seats per 30-minute slot for one slot (give a time) or a whole day (leave the time empty). Leave the seats empty to go back to the usual number.
dash-capacity-date = Date
dash-capacity-time = Time (optional)
dash-capacity-seats = Seats
dash-capacity-saved = Capacity saved.
dash-capacity-submit = Save capacity
dash-capacity-list = Capacity changes
dash-capacity-seats-value = { $capacity } seats
dash-error-date-closed = The branch is closed at that time. Choose another slot.
dash-event-closure-add = Closed a branch
dash-event-closure-remove = Reopened a branch
dash-event-capacity-set = Changed capacity
dash-event-calendar-view = Viewed the calendar

# Bulk cancel in the inbox
dash-bulk-actions = Bulk actions
dash-bulk-select-all = Select every open booking on this page
dash-bulk-select-row = Select { $name }
dash-bulk-selected = Selected: { $count }
dash-bulk-cancel = Cancel selected bookings
dash-bulk-clear = Clear selection
dash-bulk-cancel-title = Cancel { $count } bookings
dash-bulk-reason = Reason (kept with each booking; sent to the patients if they are told)
dash-bulk-notify = Send each patient the cancellation e-mail
dash-bulk-notify-hint = Untick for made-up bookings: their addresses may belong to someone else.
dash-bulk-confirm = Cancel { $count } bookings
dash-bulk-done = Cancelled: { $cancelled }. Not cancelled (already closed, another branch or not found): { $skipped }.

## Overview figures, retention and erasure
dash-nav-erasure = Retention and erasure
dash-figures-title = Figures of the last { $days } days
dash-figures-no-data = No data yet
dash-figures-no-show = No-show rate
dash-figures-no-show-note = { $noShows } missed of { $visits } visits
dash-figures-inquiry-response = Median first response to inquiries
dash-figures-assessment-response = Median first response to assessments
dash-figures-median-note = { $count ->
    [one] over one answered
   *[other] over { $count } answered
}
dash-figures-booked = Assessments that led to a booking
dash-figures-booked-note = Booked with the same e-mail within { $days } days
dash-figures-chart = Rates
dash-figures-percent = Percent
dash-retention-title = How long personal data is kept
dash-retention-bookings = Bookings: { $days } days after the visit day, whatever their status
dash-retention-inquiries = Inquiries: { $days } days after they are answered or closed
dash-retention-assessments = Online assessments and their photos: { $days } days after they are reviewed or closed
dash-retention-waitlist = Waitlist entries and their offers: deleted { $days } days after their day, or after they ended
dash-retention-kept = After that, names, contacts, messages, answers and photos are deleted every day. Anonymous counts stay for the charts.
dash-erasure-find = Erase a patient's data
dash-erasure-help = On a patient's request: find everything they sent by e-mail or phone. Nothing changes until you confirm.
dash-erasure-by = Find by
dash-erasure-by-email = E-mail
dash-erasure-by-phone = Phone
dash-erasure-find-submit = Find
dash-erasure-found = This patient's data was found:
dash-erasure-none = Nothing was found for this contact.
dash-erasure-erase = Erase all of it
dash-erasure-done = Erased:
dash-erasure-count-bookings = { $count ->
    [one] one booking
   *[other] { $count } bookings
}
dash-erasure-count-inquiries = { $count ->
    [one] one inquiry
   *[other] { $count } inquiries
}
dash-erasure-count-assessments = { $count ->
    [one] one online assessment
   *[other] { $count } online assessments
}
dash-erasure-count-photos = { $count ->
    [one] one photo
   *[other] { $count } photos
}
dash-erasure-count-waitlist = { $count ->
    [one] one waitlist entry
   *[other] { $count } waitlist entries
}
dash-erasure-count-health = { $count ->
    [one] one set of health answers (with its review and sheet acknowledgements)
   *[other] { $count } sets of health answers (with their reviews and sheet acknowledgements)
}
dash-erasure-count-aftercare = { $count ->
    [one] one aftercare answer
   *[other] { $count } aftercare answers
}
dash-erasure-confirm-title = Erase this patient's data?
dash-erasure-confirm-help = This cannot be undone. Open bookings are cancelled. Type the e-mail or phone again to confirm.
dash-erasure-confirm-submit = Erase
dash-event-retention-purge = Purged data past its retention period
# The name cell of a submission whose personal data the retention purge has emptied.
dash-purged-name = Personal details removed
dash-event-patient-erase = Erased a patient's data
dash-event-patient-erase-preview = Looked up a patient for erasure
dash-nav-waitlist = Waitlist
dash-waitlist-toolbar = Waitlist controls
dash-waitlist-name = Patient
dash-waitlist-contact = Contact
dash-waitlist-wants = Time wanted
dash-waitlist-status = Status
dash-waitlist-offer = Seat offered or booking
dash-waitlist-empty = Nobody is waiting for this day.
dash-waitlist-any-time = Any time
dash-waitlist-status-waiting = Waiting
dash-waitlist-status-offered = Seat held
dash-waitlist-status-booked = Booked
dash-waitlist-status-lapsed = Lapsed

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): unconfirmed bookings stand apart.
dash-unverified = Unconfirmed e-mail
dash-filter-unverified = Only unconfirmed e-mails
dash-unverified-until = Unconfirmed e-mail: seat held until { $until }
dash-verified = E-mail confirmed
dash-verification-expired = Not confirmed in time (cancelled)

## The access report (admins): what one staff account touched, for a breach notice.
dash-nav-access-report = Access report
dash-access-intro = Everything one staff account saw or exported in a window, from the audit log: for the breach notice when an account may have been misused. Running the report is itself recorded.
dash-access-account = Staff account
dash-access-account-choose = Choose an account
dash-access-from = From (clinic day)
dash-access-to = To (clinic day, included)
dash-access-run = Run the report
dash-access-chain-intact = The audit log over this window is intact: { $entries } entries checked.
dash-access-chain-broken = The audit log is broken at entry { $id } ({ $reason }). Treat this report as incomplete and keep the database as it is.
dash-access-entries = { $count } audit entries by this account
dash-access-count-bookings = Bookings: { $count }
dash-access-count-inquiries = Inquiries: { $count }
dash-access-count-assessments = Assessments: { $count }
dash-access-count-photos = Photos: { $count }
dash-access-count-exports = Exports: { $count }
dash-access-count-searches = Searches: { $count }
dash-access-count-rows-in-exports-and-searches = Rows shown by exports and searches: { $count }
dash-access-categories = Personal data exposed
dash-access-category-contact = Contact details
dash-access-category-health-answers = Health answers
dash-access-category-photos = Photos
dash-access-none-exposed = No patient data.
dash-access-col-kind = Kind
dash-access-col-record = Record
dash-access-col-patient = Patient
dash-access-col-categories = Data
dash-access-col-actions = What was done
dash-access-col-times = Times
dash-access-col-first = First
dash-access-col-last = Last
dash-access-empty = This account touched no patient record in the window.
dash-access-disable = Disable this account and end its sessions
dash-access-disable-title = Disable { $email }?
dash-access-disable-help = The account can no longer sign in, and every session it has open ends now. An admin can enable it again later.
dash-access-disable-confirm = Disable and sign out everywhere
dash-access-disabled = { $email } is disabled and signed out everywhere.
dash-access-already-disabled = This account is disabled.
dash-kind-photo = Photo
dash-kind-export = Export
dash-kind-search = Search
dash-event-access-report-view = Ran an access report
dash-event-access-report-export = Exported an access report

## Front desk and reminders ("Fewer empty chairs")
dash-nav-front-desk = Front desk
dash-desk-toolbar = Front desk controls
dash-desk-keys = Keyboard shortcuts (on a patient's row)
dash-desk-key-move = next or previous patient
dash-desk-key-arrived = mark arrived
dash-desk-key-no-show = mark a no-show (confirmed bookings only)
dash-desk-key-enter = Enter
dash-desk-key-open = open the booking
dash-desk-caption = { $branch }: patients expected on { $date }
dash-desk-summary = Expected: { $expected } · said they will come: { $willCome } · arrived: { $arrived }
dash-desk-empty = No patient is expected on this day.
dash-desk-col-answer = Will they come?
dash-desk-col-channel = Reminders by
dash-desk-col-needs = Interpreter and companions
dash-desk-col-arrived = Arrived at
dash-desk-will-come = Will come
dash-desk-no-answer = No answer
dash-desk-interpreter = Interpreter: { $language }
dash-desk-companions = { $count ->
    [one] one companion
   *[other] { $count } companions
}
dash-desk-mark-arrived = Mark arrived
# Starts with the button's text (dash-desk-mark-arrived), then names the patient.
dash-desk-mark-arrived-for = Mark arrived: { $name }
# Starts with the button's text (dash-action-no-show), then names the patient.
dash-desk-mark-no-show-for = Mark no-show: { $name }
dash-desk-confirm-first-link = Pending: confirm it first
dash-desk-done-arrived = { $name } is marked arrived.
dash-desk-done-no-show = { $name } is marked a no-show.
dash-desk-already-arrived = { $name } has already arrived.
dash-desk-decided = The booking of { $name } is already closed ({ $status }).
dash-desk-confirm-first = The booking of { $name } is still pending: open it (Enter) and confirm it before marking a no-show.
dash-desk-key-undo-arrived = take back an arrival marked by mistake
dash-desk-undo-arrived = Undo arrival
# Starts with the button's text (dash-desk-undo-arrived), then names the patient.
dash-desk-undo-arrived-for = Undo arrival: { $name }
dash-desk-done-undo-arrived = The arrival of { $name } is taken back.
dash-desk-not-arrived = { $name } is not marked arrived.
dash-event-arrived = Marked arrived
dash-event-booking-arrived = Marked a patient arrived
dash-event-front-desk-view = Viewed the front desk
dash-channel-email = E-mail
dash-channel-line = LINE
dash-channel-whatsapp = WhatsApp
dash-channel-state-active = Active
dash-channel-state-pending = Not linked yet: e-mail meanwhile
dash-channel-state-stopped = Stopped: e-mail instead
dash-reminder-channel = Channel chosen
dash-reminder-channel-none = None chosen: reminders go by e-mail
dash-reminder-no-answer = No answer yet
dash-reminder-opted-in = Agreed on { $at } (privacy notice of { $version })
dash-reminder-stopped-chat = Stopped in the chat on { $at }
dash-reminder-stopped-unfollow = Blocked the clinic's LINE account on { $at }
dash-reminder-messages = Reminder messages
dash-reminder-messages-none = No reminder has been decided yet.
dash-reminder-col-reminder = Reminder
dash-reminder-col-channel = Channel
dash-reminder-col-delivery = Delivery
dash-reminder-col-times = Times
dash-reminder-col-problem = Problem
dash-reminder-when = { $hours } h before { $visit }
dash-reminder-before = Before { $visit }
dash-reminder-queued-at = Queued { $at }
dash-reminder-sent-at = Sent { $at }
dash-reminder-delivered-at = Delivered { $at }
dash-reminder-read-at = Read { $at }
dash-delivery-queued = Queued
dash-delivery-retrying = Retrying
dash-delivery-sent = Sent
dash-delivery-delivered = Delivered
dash-delivery-read = Read
dash-delivery-failed = Failed
dash-delivery-skipped = Skipped
dash-reminder-by-email = { $reason }: sent by e-mail instead
dash-reminder-problem-not-a-friend = Not a friend of the clinic's LINE account (or blocked it)
dash-reminder-problem-undeliverable = This number has no WhatsApp
dash-reminder-problem-template-refused = WhatsApp refused the message template
dash-reminder-problem-line-refused-message = LINE refused the message
dash-reminder-problem-line-refused-token = LINE refused the clinic's access token (check the LINE settings)
dash-reminder-problem-line-forbidden = LINE does not let the clinic's account send this (check the LINE settings)
dash-reminder-problem-line-user-unknown = LINE does not know this patient
dash-reminder-problem-whatsapp-refused-token = WhatsApp refused the clinic's access token (check the WhatsApp settings)
dash-reminder-problem-outside-window = Outside WhatsApp's reply window
dash-reminder-problem-patient-choice = Not delivered: the patient chose not to receive such messages
dash-reminder-problem-smtp-permanent = The mail server refused it for good (SMTP { $code })
dash-reminder-problem-smtp-transient = The mail server put it off for now (SMTP { $code }); it is tried again
dash-remfig-title = Reminders over the last { $weeks } weeks
dash-remfig-confirmed-chart = Confirmation rate by channel ("I will come" of those reminded)
dash-remfig-no-show-chart = No-show rate by channel (of those reminded)
dash-remfig-week = Week of
dash-remfig-rate-of = { $rate } of { $reminded }
dash-remfig-none = No reminder went out in these weeks.
dash-remfig-offset-title = By when the reminder went out
dash-remfig-offset-col = Reminder
dash-remfig-offset = { $hours } h before the visit
dash-remfig-reminded = Reminded
dash-remfig-confirmed = Confirmation rate
dash-remfig-no-show = No-show rate

## The health questions and aftercare: flags, review, chart summary, aftercare worries
dash-col-intake = Health questions
dash-intake-title = Health questions
dash-intake-missing-mark = Answers missing
dash-intake-to-review-mark = To review
dash-intake-sent-at = Sent on { $at }
dash-intake-not-sent = The patient has not answered the health questions yet.
dash-intake-draft = The patient has started the health questions but not sent them. A draft stays private until it is sent.
dash-intake-due = The visit is less than 48 hours away and the answers are missing: call the patient.
dash-intake-flags = Flags
dash-intake-no-flags = The answers raised no flag.
dash-intake-medicines = Medicines
dash-intake-medicine = { $name } ({ $class })
dash-intake-no-medicines = Takes no medicines
dash-intake-other-medicines = Other medicines (as the patient wrote)
dash-intake-allergies = Allergies
dash-intake-no-allergies = No allergies
dash-intake-other-allergy = Other allergy (as the patient wrote)
dash-intake-conditions = Conditions
dash-intake-no-conditions = None of the listed conditions
dash-intake-previous-treatment = Earlier treatment of this lump
dash-intake-previous-treatment-note = About that treatment (as the patient wrote)
dash-intake-emergency = Emergency contact
dash-intake-answered-in = Answered in
dash-intake-nothing = Not answered
dash-intake-consent = Consent to the use of these answers as health data: { $at } (privacy notice of { $version })
dash-intake-photo = Photo sent with the answers
dash-intake-photo-alt = Photo sent with the health questions (opens in a new tab)
dash-intake-acknowledged = Information sheets read
dash-intake-acknowledged-item = { $kind }, version { $version }, in { $language }, on { $at }
dash-intake-acknowledged-none = The patient has not acknowledged an information sheet yet.
dash-intake-review-title = Review before the visit
dash-intake-review-needed = These answers raised flags: a staff member must review them before the visit.
dash-intake-review-note = Review note (internal)
dash-intake-review-save = Mark reviewed
dash-intake-reviewed-by = Reviewed by { $by } on { $at }
dash-chart-open = Chart summary
dash-chart-title = Chart summary
dash-chart-print = Print
dash-chart-back = Back to the booking
dash-chart-patient = Patient
dash-chart-visit = Visit
dash-chart-visit-kind = Kind of visit
dash-chart-confidential = Health data: confidential. Every view and print is recorded.
dash-chart-consent-at-clinic = The formal consent to the procedure is signed at the clinic.
dash-chart-footer = Printed by { $email } on { $at }
dash-to-review-title = Flagged health answers to review
dash-to-review-lead = Upcoming visits whose answers raised flags nobody has reviewed yet, soonest first.
dash-to-review-empty = No flagged answers are waiting for a review.
dash-worries-title = Aftercare worries
dash-worries-lead = These patients said something worries them about the wound. Call them first, then mark each one handled with what was done.
dash-worry-urgent = Urgent
dash-worry-day = Day { $day } after the operation
dash-worry-answered = answered { $at }
dash-worry-signs = Signs
dash-worry-handled = Mark handled
dash-worry-handled-for = Mark { $name }'s worry handled
dash-worry-handled-title = { $name }: what was done?
dash-worry-note = What was done (internal)
dash-worry-save = Mark handled
dash-flag-anticoagulant = Anticoagulant
dash-flag-antiplatelet = Antiplatelet
dash-flag-bleeding-disorder = Bleeding disorder
dash-flag-anaesthetic-allergy = Local anaesthetic allergy
dash-flag-implanted-device = Pacemaker or implanted device
dash-flag-pregnant = Pregnant or breastfeeding
dash-flag-site-infection = Infection at the site
dash-flag-medicine-to-check = Medicine to check
dash-flag-latex-allergy = Latex allergy
dash-flag-adhesive-allergy = Adhesive tape allergy
dash-flag-antibiotic-allergy = Antibiotic allergy
dash-flag-allergy-to-check = Allergy to check
dash-flag-keloid = Keloid or poor scarring
dash-flag-diabetes = Diabetes
dash-flag-heart-disease = Heart disease
dash-flag-high-blood-pressure = High blood pressure
dash-flag-treated-before = Treated before
dash-allergy-local-anaesthetic = Local anaesthetics
dash-allergy-latex = Latex
dash-allergy-adhesive-tape = Adhesive tape
dash-allergy-antibiotic = Antibiotics
dash-allergy-other = Other
dash-condition-bleeding-disorder = Bleeding disorder
dash-condition-diabetes = Diabetes
dash-condition-heart-disease = Heart disease
dash-condition-implanted-device = Pacemaker or implanted device
dash-condition-high-blood-pressure = High blood pressure
dash-condition-pregnancy = Pregnancy or breastfeeding
dash-condition-keloid = Keloid or poor scarring
dash-condition-site-infection = Infection at the site
dash-treatment-none = Never treated
dash-treatment-removed = Removed before
dash-treatment-drained = Drained
dash-treatment-injected = Injected
dash-treatment-other = Other treatment
dash-worry-bleeding = Bleeding that does not stop
dash-worry-fever = Fever
dash-worry-redness = Spreading redness
dash-worry-pus = Pus
dash-worry-severe-pain = Severe pain
dash-visit-kind-consultation = Consultation
dash-visit-kind-lipoma = Lipoma removal
dash-visit-kind-cyst = Cyst removal
dash-visit-kind-skin-tumor = Skin tumour removal
dash-visit-kind-mole = Mole removal
dash-medicine-class-anticoagulant = anticoagulant
dash-medicine-class-antiplatelet = antiplatelet
dash-intake-state-missing = Not answered
dash-intake-state-draft = Started, not sent
dash-intake-state-sent = Sent
dash-intake-state-reviewed = Reviewed
dash-event-intake-view = Viewed health answers
dash-event-intake-review = Reviewed health answers
dash-event-chart-view = Viewed a chart summary
dash-event-chart-print = Printed a chart summary
dash-event-intake-to-review-view = Viewed the answers to review
dash-event-aftercare-handled = Handled an aftercare worry

## Site content (issue 27): the list of documents, the editor, review and content roles
dash-nav-group-media = Media resources
dash-nav-content = Site content
dash-users-content-role = Site content
dash-content-role-none = No access
dash-content-role-editor = Editor (drafts changes)
dash-content-role-reviewer = Reviewer (approves and publishes)
dash-content-role-admin = Edits and reviews (administrator)
dash-content-role-for = Site content role of { $email }
dash-content-lead = The site's texts in every language. The Traditional Chinese text is the source: when it changes, the other languages are marked as needing an update. A change is saved as a draft, submitted for review, and published when a reviewer approves it.
dash-content-search = Document name
dash-content-filter-kind = Kind
dash-content-filter-state = State
dash-content-state-needs-update = Needs update
dash-content-state-in-review = In review
dash-content-state-returned = Sent back
dash-content-kind-faq = FAQ
dash-content-kind-articles = Articles
dash-content-kind-legal = Legal pages
dash-content-kind-sheets = Procedure information sheets
dash-content-kind-aftercare = Aftercare sheets
dash-content-kind-clinics = Branches
dash-content-kind-cases = Cases
dash-content-kind-videos = Videos
dash-content-kind-shared = Shared files (all languages)
dash-content-kind-other = Other files
dash-content-col-document = Document
dash-content-shown = { $shown } of { $total } documents shown.
dash-content-enter-source = Enter opens the source text ({ $language }); choose a language in the filters to open that language instead.
dash-content-enter-language = Enter opens the { $language } text.
dash-content-empty = No document matches these filters.
dash-content-revision-short = rev. { $revision }
dash-content-revision-long = Published revision { $revision }
dash-content-unpublished = Not published
dash-content-needs-update = Needs update
dash-content-needs-update-entries = Needs update: { $count ->
    [one] 1 entry
   *[other] { $count } entries
}
dash-content-draft-draft = Draft
dash-content-draft-in-review = In review
dash-content-draft-returned = Sent back
dash-content-missing = Add
dash-content-add-language = Add the { $language } text
dash-content-open-language = Open the { $language } text
dash-content-back = Back to the site content
dash-content-languages = This document in other languages
dash-content-new-document = Not published yet: the first approval publishes it
dash-content-draft-by = Draft by { $email }, saved { $at }
dash-content-stale = Someone published this document after you opened it, so your text was not saved. Reload to continue from the new published text; your text stays on the screen to copy from.
dash-content-reload = Reload
dash-content-kept-title = Your text before the reload
dash-content-kept-help = Copy what you still need into the editor below, then save.
dash-content-kept-hide = Hide
dash-content-returned-title = Sent back by the reviewer
dash-content-locked = This change is waiting for review. It cannot be edited until a reviewer approves it or sends it back.
dash-content-source-note = This is the source text. Publishing a new revision marks the other languages as needing an update.
dash-content-source-title = The source text (Traditional Chinese)
dash-content-source-changed = The source changed after this translation was made: revision { $from } → { $now }.
dash-content-entries-behind = { $count ->
    [one] One entry of the source changed since this translation was made; translate it again:
   *[other] { $count } entries of the source changed since this translation was made; translate them again:
}
dash-content-source-current = This translation follows the source's current revision ({ $revision }).
dash-content-open-source = Open the source
dash-content-source-diff = Changes in the source, revision { $from } → { $now }
dash-content-translated-legend = What is your change?
dash-content-translated-current = A new translation of the current source (no longer marked as needing an update once published)
dash-content-translated-unchanged = Only a fix: it stays marked as needing an update
dash-content-translated-missing = Choose whether this is a new translation or only a fix.
dash-content-text-title = Your draft
dash-content-text-locked-title = The change in review
dash-content-text-label = Text ({ $language })
dash-content-hint-json = JSON: it is checked before saving. Ctrl+S saves the draft.
dash-content-hint-markdown = Front matter first, then Markdown (docs/content-format.md). Ctrl+S saves the draft.
dash-content-format-label = Markdown formatting
dash-content-format-bold = Bold
dash-content-format-heading = Heading
dash-content-format-list = List
dash-content-image-insert = Insert image
dash-content-image-title = Insert an image
dash-content-image-file = Image (JPEG or PNG, at most 10 MB)
dash-content-image-alt = What the image shows
dash-content-image-alt-hint = Read aloud to people who cannot see the image. Required.
dash-content-image-submit = Upload and insert
dash-content-image-uploading = Uploading the image and making its sizes…
dash-content-image-need-file = Choose an image file.
dash-content-image-need-alt = Describe what the image shows.
dash-content-image-too-large = The image is larger than 10 MB.
dash-content-image-not-image = This file is not a JPEG or PNG image that can be read.
dash-content-image-busy = The server is busy. Try again in a moment.
dash-content-image-failed = The image could not be uploaded. Try again.
dash-content-json-at = This is not valid JSON: line { $line }, column { $column }.
dash-content-beside = Show beside
dash-content-beside-none = Nothing
dash-content-preview-title = Preview
dash-content-preview-none = No preview for this kind of document; the pages show it once published.
dash-content-preview-show = Show preview
dash-content-preview-hide = Hide preview
dash-content-beside-published = { $language }: published revision { $revision } (read only)
dash-content-beside-draft = { $language }: draft, not published (read only)
dash-content-beside-missing = This document has no { $language } text yet.
dash-content-save = Save draft
dash-content-submit = Submit for review
dash-content-unsaved = Unsaved changes
dash-content-all-saved = Draft saved
dash-content-saved = The draft is saved.
dash-content-submitted = The change is submitted for review.
dash-content-leave-unsaved = Your changes are not saved. Leave this document anyway?
dash-content-published-title = Published text, revision { $revision }
dash-content-changes-title = Changes against the published text
dash-content-diff-counts = { $added ->
    [one] one line added
   *[other] { $added } lines added
}, { $removed ->
    [one] one line removed
   *[other] { $removed } lines removed
}
dash-content-diff-none = No changes.
dash-content-diff-fold = { $count ->
    [one] one unchanged line
   *[other] { $count } unchanged lines
}
dash-content-diff-added = Added:
dash-content-diff-removed = Removed:
dash-content-review-title = Review
dash-content-review-by = Submitted by { $email } on { $at }.
dash-content-review-new-translation = The author marks it as a new translation of the current source.
dash-content-review-fix-only = The author marks it as only a fix: it stays marked as needing an update.
dash-content-review-diff = Published revision { $revision } → this change
dash-content-review-diff-new = A new document: all of its text
dash-content-approve = Approve and publish
dash-content-return-title = Send back
dash-content-return-note = What should change (the author reads this)
dash-content-return = Send back
dash-content-published-done = Published as revision { $revision }.
dash-content-returned-done = Sent back to the author with your note.
dash-content-error-stale = Someone published this document in the meantime. Reload it and make the change again on the new text.
dash-content-error-not-allowed = This change is in review, or someone else has just decided its review. Reload to see where it stands.
dash-content-error-not-found = This document has no saved draft (it may have just been published or sent back). Reload to see where it stands.
dash-content-error-body-json = This is not valid JSON. Fix it before saving.
dash-content-error-body-required = The text is empty. A document needs some text.
dash-content-error-body-max-length = The text is too long for one document.
dash-content-error-body-id = An id may use only lowercase letters a–z, digits and hyphens, 80 at most: the pages’ addresses are made from ids.
dash-content-error-note-required = Say what should change before sending it back.
dash-content-error-note-max-length = The note is too long. Please shorten it.
dash-content-error-body-compiled = This changes a value the site is built with (the time zone, the founding year, or the privacy notice's version). Such a value changes with a new build of the site, not here.
dash-content-error-body-hours = The opening hours cannot be read: name each day once (mon … sun), write times as HH:MM with closing after opening, keep the slot between 5 and 240 minutes and the booking horizon between 1 and 730 days.
dash-content-error-body-unrenderable = The pages cannot be made from this text: its format is not what the pages read. Nothing was published; the change stays in review.
dash-content-error-publishing-unavailable = This server cannot publish: it cannot build the pages. Nothing was published; the change stays in review.
dash-content-error-publishing-failed = Publishing failed. Nothing was published; the change stays in review. Please try again.
dash-content-claims-title = Claims check
dash-content-claims-none = The claims check finds nothing to fix in the saved text.
dash-content-claims-lead = { $count ->
    [one] The claims check finds one phrase that medical advertising rules or the site's own facts rule out.
   *[other] The claims check finds { $count } phrases that medical advertising rules or the site's own facts rule out.
} Fix each in the text, or keep it with a reason the reviewer reads.
dash-content-claims-open = { $count ->
    [one] One phrase is neither fixed nor kept with a reason, so the change cannot be published yet.
   *[other] { $count } phrases are neither fixed nor kept with a reason, so the change cannot be published yet.
}
dash-content-claims-outdated = These findings are from the last saved text. Save the draft to check your changes.
dash-content-claims-show = Show in the text
dash-content-claims-reason = Keep “{ $phrase }” because… (the reviewer reads this)
dash-content-claims-kept = Kept on purpose:
dash-content-claims-not-kept = Neither fixed nor kept: approval is refused until it is.
dash-content-claim-rule-claim = Against the site's facts
dash-content-claim-rule-guarantee = Promise of a result
dash-content-claim-rule-painless = Claim about pain
dash-content-claim-rule-no-recurrence = Promise about recurrence
dash-content-claim-rule-superlative = Superlative
dash-content-claim-rule-testimonial = Patient testimonial
dash-content-claim-rule-before-after = Comparing before and after treatment
dash-content-error-body-claims = The claims check still finds phrases that are neither fixed nor kept with a reason. Send the change back so the author can deal with them.
dash-content-error-overrides-required = Each phrase kept on purpose needs its reason.
dash-content-error-overrides-max-length = A reason is too long. Please shorten it.
dash-content-error-path-format = This is not a document of the site's content.
dash-content-error-path-required = No document was chosen.
dash-event-content-draft = Saved a content draft
dash-event-content-submit = Submitted content for review
dash-event-content-publish = Published content
dash-event-content-return = Sent content back
dash-event-user-content-role = Changed a site content role

## Site versions (issue 27 point 5): the published site's kept versions, and an admin's rollback
dash-nav-site-versions = Site versions
dash-site-versions-lead = Each approved change renders every page of the site into a new version, which every instance serves within seconds. The last 20 versions are kept, newest first.
dash-site-versions-lead-admin = Each approved change renders every page of the site into a new version, which every instance serves within seconds. The last 20 versions are kept, newest first, and you can go back to any of them.
dash-site-versions-rendering-renders = This server renders the pages when a change is approved.
dash-site-versions-rendering-unavailable = This server cannot render the pages, so it refuses every approval until that is fixed: nothing is published without its pages.
dash-site-versions-rendering-no-site = This server serves no built site: an approval publishes the text only, and no version is made.
dash-site-versions-reason = The server's reason:
dash-site-versions-col-published = Published
dash-site-versions-col-by = Approved by
dash-site-versions-col-size = Size
dash-site-versions-col-served = Served
dash-site-versions-col-action = Action
dash-site-versions-size = { $files ->
    [one] one file
   *[other] { $files } files
}, { $size }
dash-site-versions-served = Served now
dash-site-versions-empty = No version yet. The first approved change makes one; until then the site is served as it was built.
dash-site-versions-rollback = Roll back to this version
dash-site-versions-rollback-title = Roll back to the version of { $at }?
dash-site-versions-rollback-help = Every instance serves this version's pages again within a few seconds, and each document it shows is published again as it was then (as a new revision), so the next approval starts from those texts. Changes published since then leave the site; the newer versions stay in this list.
dash-site-versions-rollback-confirm = Roll back
dash-site-versions-rolled-back = The site is back to the version of { $at }. { $count ->
    [one] One document was published again.
   *[other] { $count } documents were published again.
}
dash-site-versions-error-gone = This version is no longer kept, so the site cannot go back to it. Reload the list.
dash-event-site-publish = Published a site version
dash-event-site-rollback = Rolled the site back to an earlier version
