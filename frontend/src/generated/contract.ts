// Generated from clinic-core (core-wasm/src/contract.rs) by `cargo test -p clinic-core`; do not edit.

/** The site's languages, the default first. */
export const SITE_LOCALES = ["zh-TW","en","ja","ko","es","ar","hi"] as const;

/** Clinic branches. */
export const BRANCHES = ["taipei","kaohsiung"] as const;

/** What a booking is for. */
export const TUMOR_TYPES = ["lipoma","cyst","skin_tumor","mole","other"] as const;

/** Why someone writes. */
export const INQUIRY_TYPES = ["general","booking","international","assessment"] as const;

/** How long the lump has been there. */
export const DURATIONS = ["less_than_month","1_to_6_months","6_months_to_year","over_year"] as const;

/** Symptoms a patient reports. */
export const SYMPTOMS = ["pain","itching","bleeding","growing","color_change","none"] as const;

/** Size ranges of the assessment form. */
export const SIZES = ["under_2cm","2_to_5cm","5_to_10cm","over_10cm"] as const;

/** Body areas of the assessment form. */
export const BODY_AREAS = ["face","scalp","neck","shoulder","chest","back","abdomen","arm","hand","thigh","leg","foot","other"] as const;

/** Where a booking stands. */
export const BOOKING_STATUSES = ["pending","confirmed","completed","no_show","cancelled"] as const;

/** Where an inquiry stands. */
export const INQUIRY_STATUSES = ["new","answered","closed"] as const;

/** Where a self-assessment stands. */
export const ASSESSMENT_STATUSES = ["new","reviewed","closed"] as const;

/** The kinds of submission in the clinic's inbox. */
export const SUBMISSION_KINDS = ["booking","inquiry","assessment"] as const;

/** The statuses a submission may move to, by kind and current status (the core's `can_move_to`). */
export const STATUS_TRANSITIONS = {"assessment":{"closed":[],"new":["reviewed","closed"],"reviewed":["closed"]},"booking":{"cancelled":[],"completed":[],"confirmed":["completed","no_show","cancelled"],"no_show":[],"pending":["confirmed","cancelled"]},"inquiry":{"answered":["answered","closed"],"closed":[],"new":["answered","closed"]}} as const;

/** The booking statuses from which a booking may move to another slot. */
export const RESCHEDULABLE_BOOKING_STATUSES = ["pending","confirmed"] as const;

/** The medical-advertising rules a glossary's `advertising` list names (`i18n/<locale>/glossary.json`). */
export const ADVERTISING_RULES = ["guarantee","painless","no-recurrence","superlative","testimonial","before-after"] as const;

/** How soon a patient should be seen, most urgent first. */
export const URGENCIES = ["high","medium","low"] as const;

/** The booking form's fields in order. */
export const BOOKING_FIELDS = ["name","phone","email","branch","preferredDate","preferredTime","tumorType","location","size","message","interpreter","companions","termsAccepted"] as const;

/** The inquiry form's fields in order. */
export const INQUIRY_FIELDS = ["name","email","phone","inquiryType","subject","message","termsAccepted"] as const;

/** The assessment form's fields in order. */
export const ASSESSMENT_FIELDS = ["images","size","location","duration","patientAge","symptoms","previousTreatment","medicalHistory","email","termsAccepted","healthDataConsent"] as const;

/** Longest texts in characters, and the photo limits (`photoLongSide`: the long side in pixels the browser sends a photo at). */
export const LIMITS = {"assessmentWords":100,"bookingLocation":100,"bookingMessage":2000,"bookingSize":50,"companions":5,"patientAge":120,"photoLongSide":3000,"photoMb":10,"photos":5} as const;

/** The shortest password a staff account accepts, in characters (`min_length` below it). */
export const PASSWORD_MIN_CHARS = 12;

/** Every slot start of any open day (the booking form's time list without scripts). */
export const SLOT_TIMES = ["10:00","10:30","11:00","11:30","12:00","12:30","13:00","13:30","14:00","14:30","15:00","15:30","16:00","16:30","17:00","17:30","18:00","18:30"] as const;

/** How many days ahead a booking may be made. */
export const BOOKING_HORIZON_DAYS = 180;

/** The widths a content image is stored at when it is wider (`/media/…`); the widest it is stored at otherwise is its own. */
export const CONTENT_IMAGE_WIDTHS = [480,960,1600] as const;

/** The clinic's IANA time zone. */
export const CLINIC_TIME_ZONE = "Asia/Taipei";

/** The privacy notice's version (the date it took effect); every submission stores it. */
export const NOTICE_VERSION = "2026-11-23";

/** Content entries still marked as sample content (`file: path`); pages say so while any remain. */
export const PLACEHOLDERS = ["clinics.json: branches[taipei]","clinics.json: branches[kaohsiung]","clinics.json: line","clinics.json: social[facebook]","clinics.json: social[instagram]","clinics.json: social[youtube]","clinics.json: whatsapp","fees.json: [taipei-consultation]","fees.json: [taipei-removal-small]","fees.json: [taipei-removal-medium]","fees.json: [taipei-removal-large]","fees.json: [taipei-mole-removal]","fees.json: [taipei-pathology]","fees.json: [kaohsiung-consultation]","fees.json: [kaohsiung-removal-small]","fees.json: [kaohsiung-removal-medium]","fees.json: [kaohsiung-removal-large]","fees.json: [kaohsiung-mole-removal]","fees.json: [kaohsiung-pathology]","videos.json: [lipoma-what-it-is]","videos.json: [lipoma-small-incision-removal]","videos.json: [giant-lipoma-removal]","videos.json: [cyst-why-the-sac-matters]","videos.json: [inflamed-cyst-when-to-operate]","videos.json: [mole-and-skin-growth-warning-signs]","videos.json: [skin-tumour-removal-and-pathology]","videos.json: [small-incision-technique-explained]"] as const;

/** How many days a newly approved self-pay fee is marked new and shown on the home page (its approval day first). */
export const FEE_NEW_FOR_DAYS = 7;

/** The clinic's offset from UTC all year (Taiwan keeps no daylight saving). */
export const CLINIC_UTC_OFFSET_MINUTES = 480;
