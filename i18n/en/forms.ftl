## Patient forms: booking, booking status, inquiry, assessment (the forms issue's own texts).

forms-optional = (optional)
forms-required-note = Fields marked * are required.
forms-choose = Please choose
forms-sending = Sending…
forms-field-email = E-mail
forms-network-error = We could not reach the clinic. Please check your connection and try again; what you entered is kept.
forms-rate-limited = Too many attempts in a short time. Please wait { $seconds } seconds and try again; what you entered is kept.
forms-too-large = The upload is too large. Please remove a photo or choose smaller ones.
forms-conflict = This was already sent with different answers. Please reload the page and try again.
forms-server-error = Something went wrong on our side. Please try again in a moment; what you entered is kept.

inquiry-title = Send us a message
inquiry-field-type = Topic
inquiry-type-general = General question
inquiry-type-booking = Booking
inquiry-type-international = International patients
inquiry-type-assessment = Assessment and photos
inquiry-field-subject = Subject
inquiry-field-message = Message
inquiry-submit = Send message
inquiry-sent-title = Message sent
inquiry-sent-body = Thank you. We reply to every message within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
inquiry-send-another = Send another message

booking-section-appointment = Appointment
booking-section-tumor = About the lump
booking-phone-hint = Format: { $example }
booking-field-branch = Clinic
booking-field-date = Date
booking-date-hint = Choose a day on which the clinic is open (clinic time, Taipei); the opening hours are listed at the foot of the page.
booking-field-time = Time
booking-times-zone = Times are shown in clinic time (Taipei, UTC+8).
booking-times-local-zone = Your own time ({ $zone }) is shown under each time.
booking-times-choose-first = Choose a clinic and a date to see the free times.
booking-times-loading = Loading free times…
booking-times-none = There are no free times on this day. Please choose another date.
booking-times-error = The free times could not be loaded.
booking-times-retry = Try again
booking-slot-local = Your time: { $time }
booking-slot-full = Fully booked
booking-field-tumor-type = Type of lump
booking-tumor-lipoma = Lipoma
booking-tumor-cyst = Epidermal or sebaceous cyst
booking-tumor-skin_tumor = Skin tumour
booking-tumor-mole = Mole
booking-tumor-other = Other or not sure
booking-field-location = Where on the body
booking-field-size = Approximate size
booking-field-message = Anything else we should know
booking-field-terms = Terms and privacy
booking-terms = I agree to the terms of use and the privacy notice, and to the clinic contacting me about this booking.
booking-submit = Book appointment
booking-slot-full-refreshed = That time has just been fully booked. The free times are updated: please choose another time.
booking-success-title = Booking request received
booking-success-pending = We will confirm your appointment within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
booking-success-code-label = Your confirmation code
booking-success-keep = Keep this code. With it and your e-mail or phone you can check or cancel your appointment.
booking-success-details = { $date }, { $time }, { $branch }
booking-copy = Copy code
booking-copied = Code copied.
booking-copy-failed = The code could not be copied. Please write it down.
booking-ics = Add to my calendar (.ics)
booking-status-link = Check or cancel this booking
booking-new = Book another appointment

status-field-code = Confirmation code
status-code-hint = For example K7XP-3M9Q-T2
status-field-contact = E-mail or phone number used for the booking
status-submit = Check booking
status-not-found = We found no booking with this code and this e-mail or phone number. Please check both and try again.
status-result-title = Your booking
status-label-status = Status
status-state-pending = Waiting for confirmation
status-state-confirmed = Confirmed
status-state-cancelled = Cancelled
status-state-completed = Completed
status-state-no_show = Missed (no-show)
status-cancel = Cancel appointment
status-cancel-confirm-title = Cancel this appointment?
status-cancel-confirm-body = The time will be offered to other patients. This cannot be undone.
status-cancel-yes = Yes, cancel it
status-cancel-no = No, keep it
status-cancelled = Your appointment has been cancelled.
status-not-changeable = This appointment can no longer be cancelled online. Please call the clinic.
status-reschedule = Change date or time
status-reschedule-title = Choose a new date and time
status-reschedule-body = Your current time stays reserved for you until the new one is booked.
status-reschedule-submit = Move my appointment
status-reschedule-keep = Keep the current time
status-rescheduled = Your appointment has been moved. We have sent you a confirmation by e-mail.
status-change-window = Your appointment is too close to change or cancel online. Please call { $branch }:
status-check-another = Check another booking

assess-section-photos = Photos of the lump
assess-section-lump = About the lump
assess-section-more = More about you
assess-field-photos = Photos
assess-photos-hint = Up to { $max } photos, JPG or PNG, { $maxMb } MB each. A close-up and one from further away help most.
assess-photos-drop = Drag photos here, or
assess-photos-choose = Choose photos
assess-photos-count = { $count } of { $max } photos added
assess-photos-preparing = { $count ->
        [one] Preparing { $count } photo…
       *[other] Preparing { $count } photos…
    }
assess-photos-list = Photos added
assess-photo-alt = Photo { $n }: { $name }
assess-photo-remove = Remove
assess-photo-remove-named = Remove photo { $n } ({ $name })
assess-photo-refused = { $name } was not added: { $reason }
assess-field-size = Size
assess-size-under_2cm = Under 2 cm
assess-size-2_to_5cm = 2 to 5 cm
assess-size-5_to_10cm = 5 to 10 cm
assess-size-over_10cm = Over 10 cm
assess-field-location = Where on the body
assess-location-face = Face
assess-location-scalp = Scalp
assess-location-neck = Neck
assess-location-shoulder = Shoulder
assess-location-chest = Chest
assess-location-back = Back
assess-location-abdomen = Abdomen
assess-location-arm = Arm
assess-location-hand = Hand
assess-location-thigh = Thigh
assess-location-leg = Lower leg
assess-location-foot = Foot
assess-location-other = Somewhere else
assess-field-duration = How long have you had it?
assess-duration-less_than_month = Less than a month
assess-duration-1_to_6_months = 1 to 6 months
assess-duration-6_months_to_year = 6 months to a year
assess-duration-over_year = More than a year
assess-field-age = Age of the patient
assess-field-symptoms = Symptoms
assess-symptom-pain = Pain
assess-symptom-itching = Itching
assess-symptom-bleeding = Bleeding
assess-symptom-growing = Getting bigger
assess-symptom-color_change = Change of colour
assess-symptom-none = None of these
assess-field-previous = Previous treatment
assess-field-history = Medical history
assess-email-hint = Only if you would like the clinic to reply to you about this assessment.
assess-field-terms = Reference only
assess-terms = I understand that this assessment is for reference only and is not a diagnosis.
assess-submit = Get my assessment
assess-uploading = Uploading: { $percent }%
assess-result-title = Assessment complete
assess-result-urgency = Urgency
assess-urgency-high = High
assess-urgency-medium = Medium
assess-urgency-low = Low
assess-urgency-high-text = Please have the lump examined in person soon.
assess-urgency-medium-text = A consultation is advisable to plan the removal.
assess-urgency-low-text = Nothing in your answers suggests urgency. Book when it suits you.
assess-reason-bleeding = The lump bleeds.
assess-reason-color_change = The colour has changed.
assess-reason-recent_growth = It has grown within the last months.
assess-reason-pain = It is painful.
assess-reason-slow_growth = It is slowly getting bigger.
assess-reason-itching = It itches.
assess-reason-large_size = It is larger than 5 cm.
assess-reason-minor = The patient is under 18.
assess-reason-stable = It is small or stable, without worrying symptoms.
assess-reason-unknown_size = The size could not be read from your description; the cost range covers every size.
assess-result-treatment = Recommended treatment
assess-treatment-in_person_evaluation = An in-person examination by the doctor first; the treatment is decided after it.
assess-treatment-minimally_invasive_excision = Minimally invasive removal under local anaesthesia, usually through an incision under { $incision_cm_max } cm, home the same day.
assess-treatment-minimally_invasive_excision_with_ultrasound = An ultrasound scan first, then minimally invasive removal under local anaesthesia, home the same day.
assess-result-cost = Estimated cost
assess-cost-note = A rough range for planning only: the actual cost depends on the examination and can differ.
assess-result-steps = Next steps
assess-step-not_a_diagnosis = Remember: this result is for reference only and is not a diagnosis.
assess-step-book_within_week = Book an examination within the next week.
assess-step-book_consultation = Book a consultation to plan the removal.
assess-step-book_when_convenient = Book a consultation when it suits you.
assess-step-ultrasound = Expect an ultrasound scan before surgery, because of the size.
assess-step-bring_photos_and_records = Bring these photos and any earlier reports or scans.
assess-step-pathology = The removed tissue is sent for pathology to confirm what it is.
assess-book-now = Book now
assess-new = Start a new assessment

consult-assess-title = Start with the online assessment
consult-assess-text = Send up to 5 photos and answer a few questions: you get an urgency level, a suggested treatment and a cost range at once.
consult-assess-start = Start the assessment
consult-book = Book a consultation
forms-notice-privacy-link = Read the privacy notice (opens in a new tab)
forms-notice-terms-link = Read the terms of use (opens in a new tab)
assess-field-health-consent = Health data consent
assess-health-consent = I have read the privacy notice and explicitly consent to the clinic processing my photos and answers, which are health data, for this online assessment.
inquiry-field-terms = Privacy notice
inquiry-terms = I have read the privacy notice and agree to the clinic using my details to answer this message.
booking-section-international = International patients (optional)
booking-field-interpreter = Interpreter language
booking-interpreter-none = No interpreter needed
booking-field-companions = People coming with you
booking-companions-none = Not sure yet
booking-companions-count =
    { $count ->
        [0] Just me
        [one] { $count } companion
       *[other] { $count } companions
    }

waitlist-day-full = Every time on { $date } at { $branch } is taken.
waitlist-slot-full = { $time } on { $date } at { $branch } has just been taken.
waitlist-how = You can join the waitlist for that day: when a time frees up, we e-mail the first patient waiting and hold that appointment time for them for a while.
waitlist-join = Join the waitlist
waitlist-joined = You are on the waitlist for { $branch } on { $date }. We will e-mail you if a time frees up.
waitlist-fix-fields = Please complete the fields marked above first.
waitlist-join-failed = Joining the waitlist did not work. Please try again.
offer-title = An appointment time held for you
offer-loading = Loading your offer…
offer-held = An appointment at { $branch } on { $date } at { $time } is held for you until { $until }.
offer-take = Book this time
offer-booked = Booked. Your confirmation code is { $code }; a confirmation e-mail is on its way.
offer-expired = This appointment time is no longer held for you: the time to take it ran out, or it was already booked. You can choose another time below.
offer-not-found = This link is not valid. You can choose a time below.
offer-failed = This appointment time could not be booked just now. Please try again.
offer-too-many = You already hold as many open bookings as allowed. Cancel one you no longer need, then book this time: it stays held for you until the time above.
offer-too-many-network = Many open bookings have already been made from this network (for example a shared office or public Wi-Fi), as many as allowed. Cancel one you no longer need, or try another connection, then book this time: it stays held for you until the time above.
waitlist-seats-free = A time is still free: choose a time in the form above and book it directly.

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL).
booking-success-verify = We have sent you an e-mail. Open its link to confirm your booking: until you do, we hold your appointment time only for a short while.
status-verify-waiting = Please confirm this booking with the link in the e-mail we sent you. Your appointment time is held until { $until }.
status-verify-expired = This booking was cancelled because it was not confirmed with the e-mail link in time.

# Where the reminders go (LINE, WhatsApp or e-mail): the booking success page and the status page.
# LINE and WhatsApp stay in Latin letters; the reminders never name the condition.
reminders-title = Appointment reminders
reminders-channel-email = E-mail
reminders-channel-line = LINE
reminders-channel-whatsapp = WhatsApp
reminders-field-channel = Remind me on
reminders-now-email = Your reminders come by e-mail.
reminders-now-line = Your reminders will come on LINE.
reminders-now-whatsapp = Your reminders will come on WhatsApp, to { $number }.
reminders-stopped = You stopped the reminders on { $channel } in the chat, so they now come by e-mail. You can choose again below.
reminders-saved = Your choice is saved.
reminders-change = Choose another way
reminders-keep = Keep the current choice
reminders-field-number = WhatsApp number
reminders-number-hint = With the country code, for example +81 90-1234-5678; a Taiwanese mobile number may also start with 09. If you leave it empty, we use the phone number of your booking.
reminders-field-consent = Agreement to reminders
reminders-consent = I agree to receive appointment reminders on { $channel }. They never mention my condition.
reminders-save = Save my choice
reminders-closed = This booking is closed, so its reminders can no longer be changed.
reminders-line-title = Link your LINE
reminders-line-pending = Until your LINE is linked, your reminders come by e-mail.
reminders-line-login-hint = The quickest way: LINE asks you to allow the link, then brings you back to your booking.
reminders-line-login = Link with LINE
reminders-line-or-code = Or add the clinic's official LINE account and send it this code:
reminders-line-code-steps = Add the clinic's official LINE account and send it this code:
reminders-line-add-friend = Add the official account on LINE
reminders-line-qr-alt = QR code to add the clinic's official LINE account
reminders-line-code-label = Your LINE link code
reminders-line-copy = Copy LINE code
reminders-line-copied = LINE code copied.
reminders-line-copy-failed = The code could not be copied. Please type it into LINE.
reminders-line-code-until = The code works until { $until }.
reminders-check-again = Check again
reminders-not-linked-yet = Your LINE is not linked yet. Send the code to the official account, then check again.
reminders-load-failed = Your reminder choices could not be loaded.
reminders-retry = Try again
status-line-linked = Your LINE is linked: your reminders will come on LINE.
status-line-declined = LINE was not linked because it was not allowed. Your reminders come by e-mail; you can choose LINE again on your booking.
status-line-failed = LINE could not be linked just now. Your reminders come by e-mail. Please try again on your booking, or send the link code to the clinic's official LINE account.
