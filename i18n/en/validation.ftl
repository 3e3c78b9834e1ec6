## Validation messages, one per code of docs/public-api.md. The UI shows `validation-<code>` with the code's params.
## A form may refine a message with `validation-<code>-<form>`.

validation-required = This field is required
validation-email = Please enter a valid email address
validation-phone = Please enter a valid phone number
validation-min_length = { $min ->
        [one] At least { $min } character required
       *[other] At least { $min } characters required
    }
validation-max_length = { $max ->
        [one] Cannot exceed { $max } character
       *[other] Cannot exceed { $max } characters
    }
validation-format = Invalid format
validation-invalid_choice = Please choose one of the options
validation-date_past = This time has already passed. Please choose a later one
validation-date_closed = The clinic is closed on this day. Please choose another date
validation-date_too_far = { $max ->
        [one] Bookings can be made up to { $max } day ahead
       *[other] Bookings can be made up to { $max } days ahead
    }
validation-time_outside_hours = Please choose a time within opening hours
validation-terms_required = Please agree to the terms of use and the privacy notice
validation-terms_required-assessment = Please confirm that you understand this assessment is for reference only and is not a diagnosis
validation-too_many_files = { $max ->
        [one] You can upload at most { $max } photo
       *[other] You can upload at most { $max } photos
    }
validation-file_too_large = Each photo must be { $maxMb } MB or smaller
validation-file_type = Only JPG and PNG photos can be uploaded
validation-no_links = Please enter your name without web or e-mail addresses
validation-slot_full = This time has just been fully booked. Please choose another time
validation-too_many_open_bookings = These contact details already hold as many open bookings as allowed. Please manage or cancel an existing booking, or call the clinic
validation-too_many_open_bookings_network = Many open bookings have already been made from this network (for example a shared office or public Wi-Fi), as many as allowed. Please manage or cancel an existing booking, try another connection, or call the clinic
validation-change_window = The appointment is too close to change online. Please call the clinic
validation-summary = { $count ->
    [one] Please correct 1 field
   *[other] Please correct { $count } fields
}
validation-terms_required-assessment-healthDataConsent = Please give your consent to process your photos and answers as health data; without it the assessment cannot be sent
validation-terms_required-inquiry = Please confirm that you have read the privacy notice

# The reminder choice (reminders-*): a chat channel needs the agreement; a WhatsApp number its country code.
validation-terms_required-reminders = Please agree to receive reminders there, or choose e-mail
validation-phone-reminders = Please enter a WhatsApp number with its country code, for example +81 90-1234-5678
