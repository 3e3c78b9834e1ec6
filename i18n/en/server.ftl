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
email-inquiry-received-subject = We have received your message: { $subject }
email-inquiry-received-body =
    Dear { $name },

    Thank you for contacting us. We have received your message "{ $subject }" and will reply within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.

    This message was sent automatically; please do not reply to it.
