# Home page.
home-hero-eyebrow = Minimally invasive skin tumour surgery since { $founding_year }
home-hero-title = Remove lipomas and cysts completely, through the smallest incision
home-hero-subtitle = A standardised minimally invasive technique, performed under local anaesthesia by a team certified in advanced cardiac life support. Most patients go home the same day.
home-hero-book = Book a consultation
home-hero-cases = See success cases
home-voice-button = Listen to our welcome
home-voice-text = Welcome to Lin Clinic. We remove lipomas, cysts and skin tumours through small incisions, and most patients go home the same day.
home-voice-unsupported = Your browser cannot read text aloud.
home-diff-technique-title = Standardised technique
home-diff-technique-text = A standardised minimally invasive method refined over more than { $cases ->
        [one] { $cases } case
       *[other] { $cases } cases
    }.
home-diff-incision-title = Ultra-small incision
home-diff-incision-text = Usually { $incision_cm_min }–{ $incision_cm_max } cm, only { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% of the tumour's diameter.
home-diff-painless-title = Comfortable under local anaesthesia
home-diff-painless-text = You feel the small injections at the start; after that, local anaesthesia numbs the area for the rest of the procedure, which usually takes { $surgery_minutes_min }–{ $surgery_minutes_max } minutes.
home-diff-same-day-title = Home the same day
home-diff-same-day-text = No hospital stay: you walk out after surgery and most patients resume normal activity in { $activity_days_min }–{ $activity_days_max } days.
home-why-title = Why complete removal matters
home-why-lead = A lump that is only partly removed can come back. We remove it whole, with its capsule or cyst wall, through the smallest opening possible.
home-why-risks-title = Risks of incomplete removal
home-why-risks-1 = The tumour can recur, often larger and more adherent.
home-why-risks-2 = Repeat surgery means more scarring and a longer recovery.
home-why-risks-3 = Inflamed or infected cyst remnants cause pain and swelling.
home-why-advantages-title = Advantages of complete removal
home-why-advantages-1 = The lump comes out whole, with its capsule or cyst wall, which makes it much less likely to grow back.
home-why-advantages-2 = One procedure, one small scar.
home-why-advantages-3 = The tissue can be fully examined by a pathologist.
home-why-claims = We have removed a tumour of { $largest_tumour_cm } cm and a { $showcase_tumour_cm } cm tumour through a { $showcase_incision_cm } cm incision. Zero major complications.
home-stats-title = Experience you can count on
home-stat-years = Years of experience
home-stat-cases = Cases treated
home-stat-countries = Countries our patients come from
home-stat-satisfaction = Patient satisfaction
home-stat-languages = Languages of this website
home-stat-complications = Major complications
home-services-title = What we treat
home-tile-services-title = Treatments
home-tile-services-text = Lipomas, epidermal and sebaceous cysts, skin tumours and moles, compared with traditional surgery.
home-tile-cases-title = Success cases
home-tile-cases-text = Real patients, from small cysts to a { $largest_tumour_cm } cm lipoma.
home-tile-videos-title = Video education
home-tile-videos-text = Short videos on conditions, surgery day and wound care.
home-services-view-all = View all treatments
home-certs-title = Certified expertise
home-certs-view-all = View all certifications
home-doctor-title = Meet your doctor
home-doctor-more = Read the doctor's profile
home-contact-title = Ask us directly
home-contact-lead = Send photos or questions through LINE or WhatsApp. We reply within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
home-line-title = LINE
home-line-description = Scan the QR code or add our LINE account to ask questions and book.
home-line-show-qr = Show LINE QR code
home-line-action = Open LINE
home-line-qr-alt = LINE QR code of the clinic
home-whatsapp-title = WhatsApp for international patients
home-whatsapp-description = Patients abroad can reach our international team on WhatsApp.
home-whatsapp-show-qr = Show WhatsApp QR code
home-whatsapp-action = Open WhatsApp
home-whatsapp-qr-alt = WhatsApp QR code of the clinic
home-cta-title = Ready to be rid of it?
home-cta-text = Book a consultation at our Taipei or Kaohsiung clinic. We reply within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
home-cta-contact = Contact the clinic
home-cta-book = Book a consultation
home-starter-title = Start your booking
home-starter-continue = Continue booking
booking-section-personal = Personal information
booking-field-name = Full name
booking-field-phone = Phone number
doctor-name = Dr. Lin
doctor-title = Dermatologist, minimally invasive skin tumour surgeon
doctor-summary = Board-certified dermatologist with { $years_experience }+ years of minimally invasive surgery, ACLS certified, and patients from more than { $countries ->
        [one] { $countries } country
       *[other] { $countries } countries
    }.

# Newly approved self-pay fees, shown while any is new (Taipei requires them on the home page).
home-fees-title = Newly approved self-pay fees
home-fees-lead = The city's health department recently approved these self-pay fees.
home-fees-all = See all self-pay fees
