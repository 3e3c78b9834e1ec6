# Content pages: titles, leads and key points.
page-about-title = About the clinic
page-about-lead = Founded in { $founding_year }, our clinic focuses on one thing: removing skin tumours completely through the smallest possible incision.
page-about-point-1 = { $years_experience }+ years and more than { $cases ->
        [one] { $cases } case
       *[other] { $cases } cases
    } of minimally invasive skin tumour surgery.
page-about-point-2 = Two clinics, in Taipei and Kaohsiung, by appointment only.
page-about-point-3 = A team certified in advanced cardiac life support (ACLS), with full safety equipment in every operating room.
page-about-point-4 = Patients from more than { $countries ->
        [one] { $countries } country
       *[other] { $countries } countries
    }, with information in { $site_languages ->
        [one] { $site_languages } language
       *[other] { $site_languages } languages
    }.
page-doctor-title = Our doctor
page-doctor-lead = Board-certified dermatologist and minimally invasive surgeon. This page shows his { $certificates_shown ->
        [one] { $certificates_shown } certificate
       *[other] { $certificates_shown } certificates
    } of qualification, membership and training.
doctor-certificates-title = Certifications
page-services-title = Treatments and technology
page-services-lead = Lipomas, epidermal and sebaceous cysts, skin tumours and moles, removed through small incisions under local anaesthesia.
page-services-point-1 = Lipoma removal: the whole fatty lump taken out through an incision of { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% of its diameter.
page-services-point-2 = Epidermal and sebaceous cyst removal with the cyst wall intact, which lowers the chance of the cyst coming back.
page-services-point-3 = Skin tumour and mole removal, with the tissue sent for pathology.
page-services-point-4 = Most procedures take { $surgery_minutes_min }–{ $surgery_minutes_max } minutes under local anaesthesia, and you go home the same day.
services-comparison-title = Minimally invasive vs traditional surgery
services-comparison-aspect = Aspect
services-comparison-traditional = Traditional surgery
services-comparison-minimally-invasive = Minimally invasive
services-comparison-incision = Incision length
services-comparison-recovery = Full wound healing
services-comparison-incision-traditional = { $traditional_incision_cm_min }–{ $traditional_incision_cm_max } cm
services-comparison-incision-minimally-invasive = Usually { $incision_cm_min }–{ $incision_cm_max } cm
services-comparison-recovery-traditional = { $traditional_recovery_weeks_min }–{ $traditional_recovery_weeks_max } weeks
services-comparison-recovery-minimally-invasive = { $healing_weeks_min }–{ $healing_weeks_max } weeks (normal activity usually after { $activity_days_min }–{ $activity_days_max } days)
page-medical-booking-title = Book an appointment
page-medical-booking-lead = Choose a clinic, a date and a time. We confirm every booking within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
page-medical-booking-point-1 = Keep your confirmation code: you need it to check or cancel your appointment.
page-medical-booking-point-2 = Appointments are on weekdays and Saturdays; the clinic is closed on Sundays.
page-medical-booking-point-3 = Bring any previous reports or images of the lump.
page-global-influence-title = International influence
page-global-influence-lead = Patients from more than { $countries ->
        [one] { $countries } country
       *[other] { $countries } countries
    } have travelled to us, and our technique is taught to surgeons abroad.
page-global-influence-point-1 = Lectures and hands-on workshops for surgeons in Asia.
page-global-influence-point-2 = Training courses abroad in cosmetic and minimally invasive surgery; the certificates are shown on the doctor's page.
page-global-influence-point-3 = Support for international patients in { $site_languages ->
        [one] { $site_languages } language
       *[other] { $site_languages } languages
    }.
page-cases-title = Success cases
page-cases-lead = Real results, from a { $largest_tumour_cm } cm lipoma to a { $showcase_tumour_cm } cm tumour removed through a { $showcase_incision_cm } cm incision.
cases-facts = Size { $size } cm · incision { $incision } cm · recovery { $days } days
page-videos-title = Video education
page-videos-lead = Learn about lipomas, cysts, skin tumours, and what happens on surgery day.
videos-difficulty-basic = Basic
videos-difficulty-intermediate = Intermediate
videos-difficulty-advanced = Advanced
videos-views = { $views } views
page-contact-title = Contact us
page-contact-lead = Two clinics in Taipei and Kaohsiung. We reply to every message within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
contact-view-in-maps = View { $clinic } in Maps
contact-chat-title = LINE and WhatsApp
contact-reply-time = We reply within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
page-articles-title = Articles
page-articles-lead = Medical knowledge, surgical technique and patient stories, written by our doctors.
articles-category-medical_knowledge = Medical knowledge
articles-category-surgical_technique = Surgical technique
articles-category-patient_testimonial = Patient story
articles-category-celebrity_case = Public figure case
articles-category-video_tutorial = Video guide
articles-read-time = { $minutes } min read
articles-related = Related articles
articles-back-to-list = Back to all articles
page-article-title = Article
page-article-lead = An article from our clinic.
page-faq-title = Frequently asked questions
page-faq-lead = Most procedures take { $surgery_minutes_min }–{ $surgery_minutes_max } minutes under local anaesthesia, with same-day discharge and full healing in { $healing_weeks_min }–{ $healing_weeks_max } weeks. More answers below.
page-international-title = International patients
page-international-lead = Coming from abroad? We help you plan a stay of about { $stay_days ->
        [one] { $stay_days } day
       *[other] { $stay_days } days
    }: consultation, surgery and a wound check before you travel home.
page-international-point-1 = Send photos through WhatsApp for a first opinion before you travel.
page-international-point-2 = Surgery and discharge on the same day, so you can keep your trip short.
page-international-point-3 = Payment in TWD, USD or JPY; cash, card, instalments or international insurance.
page-international-point-4 = Care instructions in your language.
page-consultation-title = Consultation
page-consultation-lead = Not sure what your lump is? Start with a consultation, in person or online.
page-consultation-point-1 = The doctor examines the lump and explains the options.
page-consultation-point-2 = If surgery is suitable, it can often be done the same day.
page-consultation-point-3 = Contact and booking replies within { $reply_hours ->
        [one] { $reply_hours } hour
       *[other] { $reply_hours } hours
    }.
page-assessment-title = Online assessment
page-assessment-lead = Upload up to 5 photos and answer a few questions for an initial, non-diagnostic assessment.
page-assessment-point-1 = JPG or PNG photos, up to 10 MB each.
page-assessment-point-2 = You receive an urgency level, a suggested treatment and an estimated cost range.
page-assessment-point-3 = This is for reference only and is not a diagnosis.
page-lipoma-title = Lipoma
page-lipoma-lead = A lipoma is a soft, benign lump of fat under the skin. It can be removed completely through a small incision.
page-lipoma-point-1 = Soft, movable and usually painless, but it can keep growing.
page-lipoma-point-2 = We have removed lipomas of up to { $largest_tumour_cm } cm.
page-lipoma-point-3 = The incision is usually only { $incision_ratio_min_percent }–{ $incision_ratio_max_percent }% of the lipoma's diameter.
page-cyst-title = Epidermal and sebaceous cysts
page-cyst-lead = A cyst is a sac under the skin that can become inflamed. Removing the whole sac makes it much less likely to come back, though no doctor can promise it never will.
page-cyst-point-1 = Often has a small dark opening and may smell when squeezed.
page-cyst-point-2 = Inflamed cysts are treated first, then removed completely.
page-cyst-point-3 = Incisions usually under { $incision_cm_max } cm, with same-day discharge.
page-tumor-title = Skin tumours and moles
page-tumor-lead = Growths and moles that change should be checked. We remove them and send the tissue for pathology.
page-tumor-point-1 = See a doctor for moles that change in size, shape or colour, or that bleed.
page-tumor-point-2 = Removal under local anaesthesia, usually in { $surgery_minutes_min }–{ $surgery_minutes_max } minutes.
page-tumor-point-3 = Small incisions, with normal activity usually after { $activity_days_min }–{ $activity_days_max } days.
page-patient-community-title = Patient community
page-patient-community-lead = Stories, questions and encouragement from people who have been through the same surgery.
page-patient-community-point-1 = Read how other patients prepared and recovered.
page-patient-community-point-2 = Share your own experience to help others decide.
page-patient-community-point-3 = Our team answers common questions every week.
page-youtube-integration-title = Our YouTube channel
page-youtube-integration-lead = Watch surgery explanations and aftercare guides on our YouTube channel.
page-youtube-integration-point-1 = Short explanations of each condition.
page-youtube-integration-point-2 = Step-by-step guides to surgery day and wound care.
page-youtube-integration-point-3 = Videos still being prepared are marked "Video coming soon".
page-booking-status-title = Check your booking
page-booking-status-lead = Enter your confirmation code and your phone or e-mail to see or cancel your appointment.
page-booking-status-point-1 = Your confirmation code looks like K7XP-3M9Q-T2.
page-booking-status-point-2 = You can add the appointment to your calendar.
page-booking-status-point-3 = Need another date? Choose "Change date or time" once you have found your booking.
page-style-guide-title = Style guide
page-style-guide-lead = A living gallery of the components this site is built from.
page-privacy-title = Privacy notice
page-privacy-lead = What we collect, why, for how long, who sees it, and how you use your rights.
page-terms-title = Terms of use
page-terms-lead = The rules for using this site, online booking and the online assessment.
legal-version = Version (in effect since):
legal-controller-title = The clinic responsible for your data
legal-contact-link = Contact us to use your rights
legal-related = Related

# Self-pay fees (/fees): each branch's fees as the health department approved them.
page-fees-title = Self-pay fees
page-fees-lead = Each branch's self-pay fees as approved by the city's health department, with the date each fee was approved.
fees-price-range = { $min }–{ $max }
fees-approved-on = Approved on { $date }
fees-new = New
fees-about-title = About these fees
fees-about-1 = All treatments at the clinic are self-pay; amounts are in New Taiwan dollars.
fees-about-2 = Where a fee is a range, the doctor tells you the amount for your treatment at the consultation, before anything is done.
fees-about-3 = A newly approved fee is marked “New” and also listed on the home page for { $days ->
        [one] { $days } day
       *[other] { $days } days
    } from the day it was approved.
