## The aftercare page of a completed booking (/forms/aftercare), server-rendered: the wound check,
## the follow-up and whom to call. The aftercare sheet itself is content (content/<lang>/aftercare/).

aftercare-page-title = Aftercare
aftercare-page-intro = How to look after the wound, a quick way to tell us how it is going, and your follow-up visit.
aftercare-wound-title = How is the wound?
aftercare-wound-urgent = If you are bleeding heavily or feel very unwell, do not wait for our answer: call the clinic, or the emergency number, now.
aftercare-answer-legend = Your answer
aftercare-answer-fine = All fine
aftercare-answer-question = I have a question
aftercare-answer-worry = Something worries me
aftercare-question-label = Your question (with “I have a question”)
aftercare-signs-legend = What worries you? (with “Something worries me”; tick all that apply)
aftercare-sign-bleeding = Bleeding that does not stop
aftercare-sign-fever = Fever
aftercare-sign-redness = Redness that is spreading
aftercare-sign-pus = Pus
aftercare-sign-severe_pain = Severe pain
aftercare-answer-privacy = Your answer goes to the clinic's medical staff only and is kept with your booking.
aftercare-send = Send my answer
aftercare-fine-thanks = Thank you for letting us know. Keep following the care instructions below until the wound has healed.
aftercare-question-sent = Thank you. Your question has reached the clinic, and we will answer you by e-mail.
aftercare-worry-title = Please call the clinic now
aftercare-worry-noted = Your answer has also gone to the clinic's staff, and the clinic will contact you.
aftercare-call-title = Questions about the wound?
aftercare-call-branch = Call { $branch }:
aftercare-call-abroad = From outside Taiwan:
aftercare-emergency-title = Call an ambulance or go to an emergency department at once if you have:
aftercare-emergency-bleeding = bleeding that soaks the dressing and does not stop after 15 minutes of firm pressure
aftercare-emergency-fever = a high fever with chills
aftercare-emergency-breathing = trouble breathing, or swelling of the face, lips or throat
aftercare-emergency-faint = fainting or confusion
aftercare-emergency-call = In Taiwan, call 119. Abroad, call the local emergency number (112 in much of the world, 911 in North America).
aftercare-emergency-call-119 = Call 119
aftercare-emergency-closed = When the clinic is closed and it cannot wait, go to the nearest emergency department.
aftercare-follow-up-title = Book my follow-up / stitch removal
aftercare-follow-up-intro = Free times from { $first } to { $last } at { $branch }. Press a time to book it.
aftercare-follow-up-day = { $weekday }, { $date }
aftercare-follow-up-terms = Pressing a time makes a new appointment with the details of your first booking, on the same terms of use and privacy notice.
aftercare-follow-up-other = For another time, please call { $branch }.
aftercare-follow-up-none = There are no free times online in those days. Please call { $branch } to arrange your follow-up.
aftercare-follow-up-past = The days for the follow-up have passed. If your stitches are still in, please call { $branch }.
aftercare-follow-up-call = We could not book this time online. Please call { $branch } to arrange your follow-up.
aftercare-follow-up-have = Your follow-up appointment:
aftercare-follow-up-booked = We have received your follow-up request.
aftercare-follow-up-pending = Your follow-up is being booked. If no confirmation reaches you within a few minutes, please call { $branch }.
## A note on the follow-up booking for the clinic's staff (written in the clinic's language).
aftercare-follow-up-note = Follow-up / stitch removal after booking { $code } (booked from the aftercare page)
## The subject of the inquiry a question opens.
aftercare-question-subject = Aftercare question, booking { $code }
aftercare-expired = This link has expired: it works for { $days } days after the procedure. If you have a question about the wound, please call the clinic.
aftercare-unknown = This link is not valid. Please open the link from your e-mail exactly as it is, or call the clinic.
validation-required-aftercare-answer = Please choose an answer
validation-required-aftercare-question = Please write your question
validation-invalid_choice-aftercare-signs = Choose only from the signs listed, and only together with “Something worries me”
validation-invalid_choice-aftercare-slot = Please choose one of the times shown
