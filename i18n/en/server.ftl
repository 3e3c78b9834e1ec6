# Patient e-mails and calendar texts sent by the server (owner: server).
email-branch-taipei = Taipei Clinic
email-branch-kaohsiung = Kaohsiung Clinic
email-ics-summary = Clinic appointment – { $branch }
email-ics-description = Confirmation code: { $code }. Please arrive 10 minutes early and bring an ID.
email-booking-created-subject = Your booking request { $code } has been received
email-booking-created-body =
    Dear { $name },

    Thank you for your booking request. We have received it with these details:

    Confirmation code: { $code }
    Clinic: { $branch }
    Date: { $date }
    Time: { $time }

    Your booking is pending until our staff confirm it by phone or e-mail. The attached calendar file adds the appointment to your calendar.
    You can check or cancel your booking on our website with the confirmation code and your e-mail address or phone number.

    This message was sent automatically; please do not reply to it.
email-booking-cancelled-subject = Your booking { $code } has been cancelled
email-booking-cancelled-body =
    Dear { $name },

    Your booking { $code } at { $branch } on { $date } at { $time } has been cancelled.

    If you did not ask for this, or you would like a new appointment, please book again on our website or call the clinic.

    This message was sent automatically; please do not reply to it.
email-inquiry-received-subject = We have received your message
email-inquiry-received-body =
    Dear { $name },

    Thank you for contacting us. We have received the message sent through the contact form on our website and will reply within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.

    This message was sent automatically; please do not reply to it.
email-booking-confirmed-subject = Your booking { $code } is confirmed
email-booking-confirmed-body =
    Dear { $name },

    Our staff have confirmed your appointment:

    Confirmation code: { $code }
    Clinic: { $branch }
    Date: { $date }
    Time: { $time }

    Please arrive 10 minutes early and bring an ID. The attached calendar file adds the appointment to your calendar.

    This message was sent automatically; please do not reply to it.
email-booking-cancelled-by-clinic-subject = Your booking { $code } has been cancelled by the clinic
email-booking-cancelled-by-clinic-body =
    Dear { $name },

    We are sorry: the clinic has had to cancel your booking { $code } at { $branch } on { $date } at { $time }.

    Reason: { $reason }

    Please book a new appointment on our website or call the clinic; we will gladly help.

    This message was sent automatically; please do not reply to it.
email-booking-rescheduled-subject = Your booking { $code } has a new time
email-booking-rescheduled-body =
    Dear { $name },

    Our staff have moved your appointment. The new time is:

    Confirmation code: { $code }
    Clinic: { $branch }
    Date: { $date }
    Time: { $time }

    The attached calendar file has the new time. If it does not suit you, please call the clinic.

    This message was sent automatically; please do not reply to it.
email-inquiry-answered-subject = Our answer to your message
email-inquiry-answered-body =
    Dear { $name },

    Thank you for the message you sent through our website. Our answer:

    { $reply }

    If you have more questions, please write to us again through the contact form on our website.
email-assessment-reviewed-subject = A doctor has reviewed your online assessment
email-assessment-reviewed-body =
    Hello,

    A doctor at our clinic has reviewed the online assessment you sent us.
    Recommended urgency: { $urgency }

    We invite you to book a consultation so that a doctor can examine you in person:
    { $link }

    This message was sent automatically; please do not reply to it.
email-urgency-high = high – please book within a week
email-urgency-medium = medium – please book a consultation soon
email-urgency-low = low – book when it suits you
email-staff-new-subject = New { $kind }: { $code }
email-staff-new-body =
    A new { $kind } has arrived.

    Branch: { $branch }
    Code: { $code }{ $details }

    Open it in the dashboard (sign-in required):
    { $link }
email-staff-kind-booking = booking
email-staff-kind-inquiry = inquiry
email-staff-kind-assessment = assessment
email-staff-branch-any = any branch
email-staff-interpreter = Interpreter: { $language }
email-staff-companions = Companions: { $count }
email-booking-reminder-subject = Reminder: your appointment { $code } on { $date }
email-booking-reminder-body =
    Dear { $name },

    This is a reminder of your appointment:

    Confirmation code: { $code }
    Clinic: { $branch }
    Date: { $date }
    Time: { $time } (Taiwan time)
    { $ownTime }

    Please arrive 10 minutes early and bring an ID. The attached calendar file has the appointment with an alarm.
    If you cannot come, please call the clinic.

    This message was sent automatically; please do not reply to it.
email-booking-reminder-own-time = In your time zone ({ $zone }): { $date }, { $time }
email-booking-moved-subject = Your booking { $code } has a new time
email-booking-moved-body =
    Dear { $name },

    You have moved your appointment. The new time is:

    Confirmation code: { $code }
    Clinic: { $branch }
    Date: { $date }
    Time: { $time }

    The attached calendar file has the new time; the old time is no longer reserved for you.

    This message was sent automatically; please do not reply to it.

email-waitlist-offer-subject = An appointment time for you on { $date } at { $time }
email-waitlist-offer-body =
    Dear { $name },

    An appointment time has freed up at { $branch } on { $date } at { $time }, and we are holding it for you until { $until }.

    To book it, open this link and confirm:
    { $link }

    If you do not take it by then, we will offer it to the next patient on the waitlist.

# E-mail verification of bookings (CLINIC_VERIFY_EMAIL): the message with the link, and the page it opens.
email-booking-verify-subject = Please confirm your booking { $code }
email-booking-verify-body =
    Dear { $name },

    Thank you for your booking request:

        Confirmation code: { $code }
        Clinic: { $branch }
        Date: { $date }
        Time: { $time }

    Please confirm that this e-mail address is yours by opening this link and pressing the button on the page:
    { $link }

    We hold your appointment time until { $until }. If it is not confirmed by then, the booking is cancelled and the time is offered to other patients. If you did not ask for this booking, ignore this message.
verify-page-title = Confirm your booking
verify-page-ask = Press the button to confirm your booking. We hold your appointment time until { $until }.
verify-page-confirm = Confirm my booking
verify-page-verified = Thank you: your booking is confirmed as yours. Our staff will contact you to confirm the appointment.
verify-page-already = This booking was already confirmed. Nothing more to do.
verify-page-expired = This booking was not confirmed in time, so it was cancelled and its time released. You are welcome to book again.
verify-page-book-again = Book an appointment
verify-page-unknown = This link is not valid. Please open the link from your e-mail exactly as it is, or check your booking with its code.
email-booking-reminder-answers =
    { $days ->
        [0] Your appointment is today.
        [1] Your appointment is tomorrow.
       *[other] Your appointment is in { $days } days.
    } Let us know with one tap:

    I will come: { $attend }
    Change the time: { $change }
    Cancel: { $cancel }
answer-page-title = Your appointment
answer-page-attend-ask = Press the button to let us know you will come.
answer-page-attend-button = I will come
answer-page-attended = Thank you: we have noted that you will come. See you then.
answer-page-attended-already = You have already let us know you will come. Nothing more to do.
answer-page-change-ask = To choose another time, open your booking with its code and the e-mail address or phone number you booked with.
answer-page-change-button = Change the time
answer-page-cancel-ask = Press the button to cancel this appointment. Its time is then offered to another patient.
answer-page-cancel-button = Cancel my appointment
answer-page-cancelled = Your appointment is cancelled. You are welcome to book again at any time.
answer-page-cancelled-already = This appointment is already cancelled. Nothing more to do.
answer-page-too-late = The appointment is too close to change online. Please call the clinic.
answer-page-moved = This link is for a time your booking no longer has, so it did nothing. Please use the link in your latest e-mail, or check your booking with its code.
answer-page-expired = This link is no longer valid: the appointment time has passed. Please check your booking with its code.
answer-page-unknown = This link is not valid, so it did nothing. Please open the link from your e-mail exactly as it is, or check your booking with its code.

# Reminders on a chat channel (LINE, WhatsApp): the reminder, its buttons (LINE: at most 20 characters),
# and the chat's answers. Never the patient's condition.
chat-reminder-text =
    { $days ->
        [0] Reminder: your appointment is today.
        [1] Reminder: your appointment is tomorrow.
       *[other] Reminder: your appointment is in { $days } days.
    }
    { $date }, { $time } (Taiwan time)
    { $branch }
    Confirmation code: { $code }
    { $ownTime }
    Send STOP to get your reminders by e-mail instead.
chat-reminder-question = Will you come?
chat-button-attend = I will come
chat-button-change = Change the time
chat-button-cancel = Cancel
chat-linked = Your LINE is linked: reminders for your appointment { $code } on { $date } at { $time } will come here. Send STOP at any time to get them by e-mail instead.
chat-link-unknown = This code is not valid or has expired. Please open your booking on the clinic's website and choose LINE again to get a new code.
chat-stopped = You will get no more reminders here; they will come by e-mail. You can choose this again on your booking's page.
chat-welcome = Thank you for adding the clinic. To get your appointment reminders here, send the 6-character code shown on your booking's page.
chat-help = We cannot answer questions in this chat. Please call the clinic or use the contact form on our website. To end reminders here, send STOP.

## The health questions and aftercare (messaging/visit_mail.rs): never a health detail, only the way to the page.
email-intake-line =
    Before your visit, please answer a few health questions (medicines, allergies, conditions). It takes about 5 minutes and helps the doctor plan your visit safely:
    { $link }
email-intake-nudge-subject = Please answer the health questions before your appointment { $code }
email-intake-nudge-body =
    Dear { $name },

    Your appointment is on { $date } at { $time } at { $branch } (confirmation code { $code }). We have not yet received your answers to the health questions before the visit.

    Please answer them here; it takes about 5 minutes and helps the doctor plan your visit safely:
    { $link }

    If you cannot answer online, please bring a list of your medicines to the clinic.
email-aftercare-sheet-subject = Your aftercare instructions ({ $code })
email-aftercare-sheet-body =
    Dear { $name },

    Thank you for visiting { $branch }. Your aftercare instructions are ready, with what to look out for and how to book your follow-up:
    { $link }

    If anything worries you, call the clinic. In an emergency, call 119 (in Taiwan) or your local emergency number.
email-aftercare-checkin-subject = How is your wound? ({ $code })
email-aftercare-checkin-body =
    Dear { $name },

    It is { $day ->
        [1] one day
       *[other] { $day } days
    } since your visit to { $branch }. How is the wound? Please tell us with one tap:
    { $link }

    If anything worries you, call the clinic. In an emergency, call 119 (in Taiwan) or your local emergency number.
chat-intake-nudge-text = Your appointment { $code } is on { $date } at { $time }. Please answer the health questions before your visit (about 5 minutes).
chat-intake-nudge-question = Health questions before your visit
chat-intake-nudge-button = Answer now
chat-aftercare-sheet-text = Thank you for your visit ({ $code }). Your aftercare instructions are ready.
chat-aftercare-sheet-question = Aftercare instructions and follow-up
chat-aftercare-sheet-button = Open
chat-aftercare-checkin-text = How is your wound? Please let us know ({ $code }).
chat-aftercare-checkin-question = How is your wound?
chat-aftercare-checkin-button = Answer
email-staff-worry-subject = Urgent: an aftercare answer needs attention ({ $code })
email-staff-worry-body =
    A patient answered the aftercare check-in "something worries me".

    Branch: { $branch }
    Code: { $code }

    Please call the patient. It is at the top of the triage queue (sign-in required):
    { $link }
