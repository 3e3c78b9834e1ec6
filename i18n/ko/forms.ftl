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
inquiry-sent-body = Thank you. We reply to every message within 24 hours.
inquiry-send-another = Send another message
