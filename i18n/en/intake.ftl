## The pre-visit health questions (/forms/intake) and the visit's information sheet (/forms/visit-info):
## pages the server renders from a booking's signed link, and the texts their small script shows.
## Choice labels are keyed by the core's wire names (intake-allergy-<allergy>, intake-condition-<condition>,
## intake-treatment-<previous treatment>, intake-class-<medicine class>).

intake-title = Health questions before your visit
intake-lead = Please answer these questions before your visit, so that the doctor can plan it safely. You can save your answers and come back to this link until your visit begins.
intake-privacy-note = Only the clinic's staff can read these answers, and every reading is recorded. They are never written in an e-mail or a chat message.

intake-medicines-legend = Do you take any of these medicines?
intake-medicines-hint = Medicines that thin the blood change how a removal is planned. Tick every one you take now; the names are those printed on the packs.
intake-class-anticoagulant = Anticoagulants (blood thinners)
intake-class-antiplatelet = Antiplatelet medicines
intake-other-medicines = Other medicines you take (names and doses, if you know them)
intake-no-medicines = I take none of these and no other medicine
intake-medicine-search = Find a medicine by its name
intake-medicine-search-hint = Type a generic or a brand name: only the matching medicines stay in the list.
intake-medicine-search-none = No medicine in the list matches. Please write it under "Other medicines".
intake-medicine-search-count = { $count ->
    [one] { $count } medicine shown
   *[other] { $count } medicines shown
}

intake-allergies-legend = Are you allergic to any of these?
intake-allergy-local_anaesthetic = Local anaesthetics (such as lidocaine)
intake-allergy-latex = Latex (rubber gloves)
intake-allergy-adhesive_tape = Adhesive tape or plasters
intake-allergy-antibiotic = Antibiotics
intake-allergy-other = Something else
intake-other-allergy = What else are you allergic to?
intake-no-allergies = I have none of these allergies

intake-conditions-legend = Does any of these apply to you?
intake-condition-bleeding_disorder = A bleeding disorder, or I bruise or bleed easily
intake-condition-diabetes = Diabetes
intake-condition-heart_disease = Heart disease
intake-condition-implanted_device = A pacemaker or another implanted device
intake-condition-high_blood_pressure = High blood pressure
intake-condition-pregnancy = Pregnancy or breastfeeding
intake-condition-keloid = Keloids or scars that heal poorly
intake-condition-site_infection = Redness, pus or an infection at the lump now
intake-no-conditions = None of these applies to me

intake-treatment-legend = Has this lump been treated before?
intake-treatment-none = No, never
intake-treatment-removed = Yes, it was removed and has come back
intake-treatment-drained = Yes, it was drained
intake-treatment-injected = Yes, it was injected
intake-treatment-other = Yes, in another way
intake-treatment-note = When and how (optional)

intake-photo-legend = A photo of the lump (optional)
intake-photo-hint = One JPG or PNG photo of up to { $maxMb } MB. Only the clinic's staff can see it, and every viewing is recorded.
intake-photo-label = Choose a photo
intake-photo-saved = A photo is saved with your answers. Choosing another one replaces it.
intake-photo-remove = Remove the saved photo
intake-photo-again = Your photo was not saved: please choose it again.

intake-emergency-legend = Emergency contact
intake-emergency-hint = Someone the clinic can call if you need help on the day of your visit.
intake-emergency-name = Their name
intake-emergency-phone = Their phone number
intake-emergency-relation = Their relationship to you (optional)

intake-consent-legend = Consent to process health data
intake-consent-hint = Please tick this first: until you do, the clinic stores none of your answers, and they stay on this device only.
intake-consent = I have read the privacy notice and explicitly consent to the clinic processing these answers and my photo, which are health data, to prepare my visit.
intake-privacy-link = Read the privacy notice (opens in a new tab)

intake-save = Save and continue later
intake-send = Send the answers
intake-send-hint = Once sent, the answers can no longer be changed online.
intake-saved = Your answers are saved. You can come back to this link until your visit begins.

intake-sent-title = Thank you: your answers have been sent
intake-sent-body = The clinic's medical staff will read them before your visit.
intake-sent-at = Sent on { $date }
intake-answers-title = Your answers as sent
intake-answer-none = None
intake-photo-sent = A photo was sent.
intake-photo-not-sent = No photo was sent.
intake-change-by-phone = To change an answer, please call the branch.
intake-already-sent = These answers were sent already, so they cannot be changed online. To change an answer, please call the branch.
intake-visit-info-link = Read the information about your visit
intake-unknown = This link is not valid. Please use the link in the latest message from the clinic.
intake-expired = Your visit has begun, so this link no longer works. Please tell the staff at the clinic.
intake-closed = This booking is closed, so these questions can no longer be answered online.

intake-status-saving = Saving…
intake-status-saved = Saved
intake-status-offline = Not saved yet: your answers are kept on this device and will be saved when the connection is back.
intake-status-restored = The answers you typed earlier on this device have been restored.

visit-info-title = Information about your visit
visit-info-consent-note = This page explains your visit; it is not the consent form. The formal consent is signed at the clinic, with the doctor, before any procedure.
visit-info-ack-title = Have you read it?
visit-info-ack-hint = Pressing the button tells the clinic that you have read this information. It does not sign anything.
visit-info-ack-button = I have read this information
visit-info-ack-done = On { $date } you confirmed that you have read this information (version { $version }).
visit-info-changed = This information was updated while you were reading it. Please read it again, then confirm.
visit-info-intake-link = Answer the health questions

validation-required-intake-medicines = Please tick the medicines you take, write them under "Other medicines", or tick "I take none of these and no other medicine"
validation-format-intake-medicines = "I take none of these" cannot be ticked together with a medicine
validation-required-intake-allergies = Please tick your allergies, or "I have none of these allergies"
validation-format-intake-allergies = "I have none of these allergies" cannot be ticked together with an allergy
validation-required-intake-otherAllergy = Please write what else you are allergic to
validation-required-intake-conditions = Please tick what applies to you, or "None of these applies to me"
validation-format-intake-conditions = "None of these applies to me" cannot be ticked together with a condition
validation-required-intake-previousTreatment = Please choose whether this lump has been treated before
validation-terms_required-intake-healthDataConsent = Please give your consent to process these answers as health data; without it they cannot be sent
