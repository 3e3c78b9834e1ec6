# Content pages (issue 5). Page titles and leads are `page-<id>-title/-lead` in pages.ftl.
# Keys starting with `medical-` are critical medical texts (the product brief claims, exactly).

## Shared
content-book = Book a consultation
content-contact = Contact the clinic
content-read-more = Read more
content-cta-title = Have a lump you would like checked?
content-cta-text = Send us a message or book a consultation at our Taipei or Kaohsiung clinic. We reply within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
content-location-back = Back
content-location-neck = Neck
content-location-shoulder = Shoulder
content-location-scalp = Scalp
content-level-basic = Basic
content-level-intermediate = Intermediate
content-level-advanced = Advanced
content-minutes = { $value ->
    [one] { $value } minute
   *[other] { $value } minutes
}
content-days = { $value ->
    [one] { $value } day
   *[other] { $value } days
}
content-months = { $value ->
    [one] { $value } month
   *[other] { $value } months
}
content-cm = { $value } cm

## Services
services-treatments-title = What we treat
medical-treatment-lipoma-title = Lipoma removal
medical-treatment-lipoma-text = A lipoma is a soft, benign lump of fat under the skin. We remove it completely, with its thin capsule, through an incision that is usually only { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% of its diameter.
medical-treatment-cyst-title = Sebaceous and epidermal cyst removal
medical-treatment-cyst-text = A cyst keeps coming back as long as its sac remains. We remove the whole sac, usually through an incision of { $incision_cm_min }–{ $incision_cm_max } cm.
medical-treatment-tumor-title = Skin tumour removal
medical-treatment-tumor-text = Growths in or under the skin are removed under local anaesthesia, and the tissue is sent for pathology examination to confirm what it was.
medical-treatment-mole-title = Mole removal
medical-treatment-mole-text = Moles that change, bleed or bother you are removed and examined by a pathologist. Complete removal and a clear result come first; a small scar comes second.
services-link-lipoma = About lipomas
services-link-cyst = About cysts
services-link-tumor = About skin tumours and moles
services-compare-title = Minimally invasive compared with traditional surgery
medical-compare-caption = Incision length and wound healing: a traditional incision compared with our minimally invasive technique
medical-compare-aspect = Compared
medical-compare-traditional = Traditional incision
medical-compare-minimal = Minimally invasive
medical-compare-incision = Incision length
medical-compare-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } cm
medical-compare-incision-minimal = Usually { $incision_cm_min }–{ $incision_cm_max } cm
medical-compare-recovery = Full wound healing
medical-compare-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max } weeks
medical-compare-recovery-minimal = { $healing_weeks_min }–{ $healing_weeks_max } weeks (normal activity usually after { $activity_days_min }–{ $activity_days_max } days)
medical-compare-note = For large lumps the incision grows with the lump, but it typically stays at { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% of the tumour's diameter: we have removed a { $showcase_tumour_cm } cm tumour through a { $showcase_incision_cm } cm incision.
services-steps-title = What happens on the day
services-step-1-title = Examination
services-step-1-text = The doctor examines the lump, explains the options and answers your questions.
services-step-2-title = Local anaesthesia
medical-step-2-text = The area is numbed. You stay awake and comfortable.
services-step-3-title = Removal
medical-step-3-text = Most procedures take { $surgery_minutes_min }–{ $surgery_minutes_max } minutes. The lump is removed completely through a small incision.
services-step-4-title = Home the same day
services-step-4-text = You rest for a short while and go home with written care instructions.
services-step-5-title = Recovery and pathology
medical-step-5-text = Most patients return to normal activity after { $activity_days_min }–{ $activity_days_max } days and full healing in { $healing_weeks_min }–{ $healing_weeks_max } weeks. The removed tissue is examined by a pathologist.
services-safety-title = Safety first
services-safety-text = Our team is certified in advanced cardiac life support (ACLS), and every operating room has safety equipment. Zero major complications.

## Condition pages (/lipoma, /cyst, /tumor)
condition-what-title = What it is
condition-signs-title = When to have it checked soon
condition-treatment-title = How we remove it
condition-facts-title = At a glance
condition-cases-title = Cases like this
condition-articles-title = Read more
medical-lipoma-what = A lipoma is a benign (non-cancerous) lump of fat cells just under the skin. It usually feels soft or rubbery and moves a little when pressed. Lipomas are common on the back, shoulders, neck, arms, thighs and abdomen, and they do not usually disappear on their own.
medical-lipoma-sign-1 = It grows quickly or becomes hard.
medical-lipoma-sign-2 = It is painful, red or warm.
medical-lipoma-sign-3 = It feels fixed in place rather than movable.
medical-lipoma-sign-4 = It is larger than about 5 cm, or comes back after it was removed.
medical-lipoma-treatment = We remove the whole lipoma, including its thin capsule, under local anaesthesia. The incision is usually { $incision_cm_min }–{ $incision_cm_max } cm; for larger lipomas it grows with the lump but typically stays at { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% of its diameter. We have removed a lipoma of { $largest_tumour_cm } cm.
medical-cyst-what = An epidermal cyst, often called a sebaceous cyst, is a small sac under the skin. Its lining keeps producing keratin, so the sac slowly fills and the lump grows. It often has a tiny dark opening and may release a discharge with an unpleasant smell.
medical-cyst-sign-1 = It becomes red, swollen, warm or painful.
medical-cyst-sign-2 = It keeps coming back after being squeezed or drained.
medical-cyst-sign-3 = It is growing or gets in the way of clothing or sleep.
medical-cyst-sign-4 = Redness spreads, pus drains or you develop a fever: seek medical care promptly.
medical-cyst-treatment = To lower the chance of the cyst coming back, the whole sac has to come out: an emptied sac simply fills up again. An inflamed cyst is usually settled first and removed once it has calmed down. The incision is usually { $incision_cm_min }–{ $incision_cm_max } cm, and the sac is sent for pathology examination.
medical-tumor-what = Most moles and skin growths are harmless, but a doctor can only judge a spot by examining it. When a growth is removed, a pathologist examines it under the microscope and confirms exactly what it was.
medical-tumor-sign-1 = One half does not match the other, the border is ragged, or there are several colours in one mole.
medical-tumor-sign-2 = It is larger than about 6 mm, or changes in size, shape, colour or height.
medical-tumor-sign-3 = It itches, bleeds or crusts without an injury, or a sore does not heal within a few weeks.
medical-tumor-sign-4 = A lump in or under the skin is growing, hard or fixed.
medical-tumor-treatment = Moles and skin tumours are removed under local anaesthesia and you go home the same day. The size of the incision depends on what must be removed safely: complete removal and a clear pathology result come first, a small scar second.
medical-fact-duration = Most procedures take { $surgery_minutes_min }–{ $surgery_minutes_max } minutes under local anaesthesia; very large lumps take longer.
medical-fact-incision = The incision is usually { $incision_cm_min }–{ $incision_cm_max } cm.
medical-fact-discharge = You go home the same day.
medical-fact-recovery = Usually normal activity after { $activity_days_min }–{ $activity_days_max } days, full healing in { $healing_weeks_min }–{ $healing_weeks_max } weeks.

## Cases
case-condition-lipoma = Lipoma
case-condition-cyst = Cyst
case-condition-skin_tumor = Skin tumour
case-condition-mole = Mole
case-size = Size
case-incision = Incision
case-surgery = Surgery time
case-recovery = Back to normal activity
case-patient = Patient
case-location = Location
case-patient-value = { $age } years, { $country }
case-incision-ratio = The incision was { $percent }% of the lump's diameter.
case-read-story = Read the full story
case-privacy-note = Details that could identify a patient are left out. Every case is different; your own treatment plan is decided at your examination.

## Videos
videos-filter-category = Topic
videos-filter-difficulty = Level
videos-category-all = All topics
videos-category-lipoma = Lipoma
videos-category-cyst = Cyst
videos-category-skinTumor = Skin tumour
videos-category-technique = Technique
videos-level-all = All levels
videos-shown = { $count ->
    [one] 1 video shown
   *[other] { $count } videos shown
}
videos-none = No videos match these filters.
videos-duration = Length { $duration }
videos-view-count = { $views } views
videos-play = Play video: { $title }
videos-coming-soon = Video coming soon
videos-coming-soon-text = This video is being prepared. Meanwhile, our articles explain the same topic.
videos-privacy = Nothing from YouTube loads until you press play; videos then play in YouTube's privacy-enhanced mode.
videos-player-title = Video: { $title }

## Doctor
doctor-profile-title = Profile
doctor-bio-1 = Dr. Lin is a board-certified dermatologist who has focused on minimally invasive removal of skin tumours for more than { $years_experience ->
        [one] { $years_experience } year
       *[other] { $years_experience } years
    }. Since the clinic was founded in { $founding_year }, the team has treated more than { $cases ->
        [one] { $cases } case
       *[other] { $cases } cases
    }.
doctor-bio-2 = The approach is simple: remove the whole lump, with its capsule or cyst wall, through the smallest incision that allows it, under local anaesthesia, so that patients go home the same day.
doctor-bio-3 = Dr. Lin lectures on the technique and works with a team certified in advanced cardiac life support (ACLS).
doctor-expertise-title = Areas of expertise
doctor-expertise-1 = Lipomas, including giant lipomas (a { $largest_tumour_cm } cm lipoma removed)
doctor-expertise-2 = Epidermal and sebaceous cysts, including cysts that keep coming back
doctor-expertise-3 = Skin tumours and moles, with pathology examination
doctor-expertise-4 = Minimally invasive surgery under local anaesthesia
doctor-certs-lead = The { $certificates_shown ->
        [one] { $certificates_shown } certificate
       *[other] { $certificates_shown } certificates
    } shown here. Select one to see it full size.
doctor-cert-category-core = Core qualifications
doctor-cert-category-safety = Safety
doctor-cert-category-academic = Academic
doctor-cert-category-international = International training
doctor-cert-view = View full size: { $title }
doctor-cert-issuer = Issued by { $issuer }
doctor-cert-placeholder = Sample image. The clinic will replace it with a scan of the original certificate.
doctor-cert-image-alt = Certificate: { $title }

## About
about-story-title = Our story
about-story-text = The clinic was founded in { $founding_year } with one aim: to remove lipomas, cysts and other skin tumours completely, through the smallest possible incision, without a hospital stay. More than { $years_experience ->
        [one] { $years_experience } year
       *[other] { $years_experience } years
    } and { $cases ->
        [one] { $cases } case
       *[other] { $cases } cases
    } later, that is still what we do every day.
about-stats-title = In numbers
about-stat-founded = Founded
about-stat-years = Years of experience
about-stat-cases = Cases treated
about-stat-countries = Countries our patients come from
about-stat-satisfaction = Patient satisfaction
about-stat-certifications = Certificates on the doctor's page
about-stat-complications = Major complications
about-values-title = How we work
about-value-complete-title = Complete removal
about-value-complete-text = Fragments left behind can grow again, so we remove the whole lump, with its capsule or cyst wall.
about-value-small-title = The smallest incision
medical-about-value-small-text = Usually { $incision_cm_min }–{ $incision_cm_max } cm, and typically { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% of the tumour's diameter for larger lumps.
about-value-safety-title = Safety first
about-value-safety-text = A team certified in advanced cardiac life support (ACLS), with safety equipment in every operating room.
about-value-care-title = Care in your language
about-value-care-text = Information in { $site_languages ->
        [one] { $site_languages } language
       *[other] { $site_languages } languages
    }, for patients from more than { $countries ->
        [one] { $countries } country
       *[other] { $countries } countries
    }.
about-clinics-title = Two clinics
about-clinics-text = In Taipei and Kaohsiung, by appointment only. We are a self-pay clinic.
about-meet-doctor = Meet the doctor
about-see-clinics = Addresses and opening hours

## FAQ
faq-category-procedure = The procedure
faq-category-recovery = Recovery
faq-category-cost = Cost and insurance
faq-category-international = International patients
faq-category-booking = Booking and visits
faq-more-title = Still have a question?
faq-more-text = Ask us on LINE or WhatsApp, or send a message. We reply within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.

## Global influence
global-stats-title = Our reach
global-stat-countries = Countries our patients come from
global-stat-languages = Languages of this website
global-stat-cases = Cases treated
global-stat-years = Years of experience
global-countries-title = Where our patients travel from
global-countries-text = The patients in our published cases alone came from these countries and regions:
global-teaching-title = Teaching and training
global-teaching-text = Dr. Lin lectures on minimally invasive skin tumour surgery and has completed hands-on training abroad. These certificates show that work:
global-international-link = Information for international patients

## International patients
intl-languages-title = Languages
intl-languages-text = This website is available in these languages, and you can write to us in them:
intl-before-title = What to send before you travel
intl-before-lead = A first look at photos helps you plan. Send them through WhatsApp or the online assessment, with:
intl-before-1 = Clear photos of the lump, with a coin or ruler beside it for scale
intl-before-2 = Its size and location, and when you first noticed it
intl-before-3 = Whether it has changed, hurts or has been treated before
intl-before-4 = Your medical history, the medicines you take and any allergies
intl-before-5 = Earlier reports, scans or pathology results, if you have them
intl-before-note = A review of photos is for reference only and is not a diagnosis; the doctor confirms the plan after examining you in person.
intl-travel-title = Planning your trip
medical-intl-travel-1 = Most procedures take { $surgery_minutes_min }–{ $surgery_minutes_max } minutes, and you go home the same day.
intl-travel-2 = A stay of about { $stay_days ->
        [one] { $stay_days } day
       *[other] { $stay_days } days
    }, including a wound check before you leave, is a sensible starting point. Tell us your travel dates and the doctor will confirm what suits your case.
intl-travel-3 = Please ask the doctor before you book your return flight.
intl-travel-4 = Both clinics are close to MRT stations, in Taipei and in Kaohsiung.
intl-payment-title = Payment
intl-payment-text = We are a self-pay clinic. You can pay in Taiwan dollars (TWD), US dollars (USD) or Japanese yen (JPY), in cash, by card, in instalments or through international insurance.
intl-payment-note = The cost depends on the type, size, number and location of the lumps; you receive a quote after the doctor has examined you.
intl-contact-title = Reach our international team

## Patient community
community-stories-title = Patient stories
community-stories-lead = In their own words: patients who had a lump removed at our clinic.
community-story-by = Patient aged { $age }, { $country }
community-read-case = Read the case
community-share-title = Share your experience
community-share-text = Your story can help someone who is still unsure. Send it to us through the contact form, LINE or WhatsApp. We publish stories only with the patient's permission and without details that could identify them.
community-questions-title = Questions patients often ask
community-questions-more = All frequently asked questions
community-promise-title = Our promise
community-promise-1 = Stories are published only with the patient's permission.
community-promise-2 = Details that could identify a patient are left out.
community-promise-3 = A story describes one person's experience; your own treatment plan is decided at your examination.

## YouTube
yt-channel-title = Our channel
yt-channel-text = Explanations of each condition, what happens on surgery day and how to care for the wound at home.
yt-channel-link = Visit our YouTube channel
yt-latest-title = Latest videos
yt-all-videos = See all videos
yt-privacy-title = Your privacy
yt-privacy-text = Nothing from YouTube loads on this site until you press play. Videos then play in YouTube's privacy-enhanced mode (youtube-nocookie.com).

## Contact
contact-clinics-title = Our two clinics
contact-address = Address
contact-phone = Phone
contact-phone-abroad = From abroad
contact-getting-there = Getting there
contact-hours-title = Opening hours
contact-hours-note = By appointment only. Closed on Sundays. All times are Taiwan time.
contact-map-show = Show map of { $clinic }
contact-map-loading = Loading map...
contact-map-title = Map of { $clinic }
contact-map-privacy = The map is provided by Google and loads only when you ask for it.
contact-maps-link = Open { $clinic } in Google Maps
contact-messaging-title = Message us directly
contact-social-title = Social media
contact-form-title = Send us a message

## Articles
articles-search-label = Search articles
articles-search-placeholder = For example: lipoma, incision, recovery
articles-filter-label = Category
articles-category-all = All categories
articles-featured-title = Featured articles
articles-list-title = All articles
articles-results = { $count ->
    [one] 1 article found
   *[other] { $count } articles found
}
articles-no-results = No articles found matching the criteria
articles-no-results-hint = Try another word, or show all categories.
articles-show-all = Show all articles
articles-view-count = { $views } views
articles-author-dr-lin = Dr. Lin
articles-by = By { $author }
articles-like = Like
articles-bookmark = Bookmark
articles-share = Share
articles-link-copied = Link copied to the clipboard
articles-copy-failed = Copy this link: { $url }
articles-actions-label = Article actions
articles-case-title = Case details
articles-case-duration = Had the lump for
articles-case-surgery = Surgery time
articles-case-recovery = Back to normal activity
articles-case-size = Size
articles-case-location = Location
articles-case-difficulty = Difficulty
articles-testimonial-title = In the patient's words
articles-tags = Topics
