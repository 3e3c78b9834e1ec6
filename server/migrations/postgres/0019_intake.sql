-- Ready for the operating table: pre-visit health questions, information sheets, aftercare.
-- Every table here is keyed by the booking's code and holds health data (PDPA art. 6): staff-only,
-- every read audited, erased and purged with the booking (storage/retention.rs). None is touched by
-- a new booking's transaction.

-- The health questions of one booking: a draft saved as the patient goes, then the answers as sent.
CREATE TABLE intakes (
    code TEXT PRIMARY KEY,
    -- JSON: the IntakeRequest as last saved (clinic_core::validate::IntakeRequest).
    answers TEXT NOT NULL,
    -- When the answers were sent (NULL: still a draft); then they no longer change.
    submitted_at BIGINT,
    -- The flags the core's rules raised when sent (wire names, comma-separated; '' none).
    flags TEXT NOT NULL DEFAULT '',
    -- The consent to process the answers as health data, and the privacy notice shown.
    consent_at BIGINT,
    notice_version TEXT,
    -- The photo's key in the upload store ('' none), under the assessment's photo rules.
    photo_key TEXT NOT NULL DEFAULT '',
    -- A staff member's review of the flagged answers before the visit.
    reviewed_at BIGINT,
    reviewed_by TEXT,
    review_note TEXT,
    updated_at BIGINT NOT NULL
);
-- The overview's "flagged, not reviewed" list reads only these rows.
CREATE INDEX intakes_to_review ON intakes (submitted_at) WHERE flags <> '' AND reviewed_at IS NULL;

-- The one extra nudge 48 h before the visit when the questions are unanswered, once per visit time
-- (the row is the claim: two instances never both queue it).
CREATE TABLE intake_nudges (
    code TEXT NOT NULL,
    visit TEXT NOT NULL,            -- YYYY-MM-DD HH:mm, clinic time
    queued_at BIGINT,               -- NULL: handled without a nudge (the booking was made inside the 48 hours)
    PRIMARY KEY (code, visit)
);

-- A patient's acknowledgement of a visit's information sheet: which sheet, version and text (hash),
-- when and from where. The formal consent is still signed at the clinic.
CREATE TABLE sheet_acknowledgements (
    code TEXT NOT NULL,
    kind TEXT NOT NULL,             -- clinic_core::intake::VisitKind
    lang TEXT NOT NULL,
    version TEXT NOT NULL,
    hash TEXT NOT NULL,             -- SHA-256 of the sheet's text as shown, hex
    acknowledged_at BIGINT NOT NULL,
    address TEXT NOT NULL,          -- the client's network address
    PRIMARY KEY (code, kind, lang, version)
);

-- Aftercare of a completed booking: when the operation was. The check-in days are the server's
-- (CLINIC_AFTERCARE_DAYS, 1 and 7 by default).
CREATE TABLE aftercare (
    code TEXT PRIMARY KEY,
    kind TEXT NOT NULL,             -- VisitKind: which aftercare sheet
    completed_at BIGINT NOT NULL,
    -- Set while a check-in is still to be queued (NULL: all queued): the task reads only these rows.
    pending BIGINT,
    -- The follow-up (or stitch removal) the patient booked from the aftercare page: that booking's code.
    follow_up_code TEXT
);
CREATE INDEX aftercare_pending ON aftercare (completed_at) WHERE pending IS NOT NULL;

-- Each check-in queued, once per booking and day (the row is the claim).
CREATE TABLE aftercare_checkins (
    code TEXT NOT NULL,
    day BIGINT NOT NULL,
    queued_at BIGINT NOT NULL,
    PRIMARY KEY (code, day)
);

-- The patient's answers to "How is the wound?".
CREATE TABLE aftercare_answers (
    id TEXT PRIMARY KEY,
    code TEXT NOT NULL,
    day BIGINT NOT NULL,           -- days after the operation when answered
    answer TEXT NOT NULL,           -- fine | question | worry
    signs TEXT NOT NULL DEFAULT '', -- WorrySign wire names, comma-separated
    inquiry_id TEXT,                -- a question's inquiry thread
    answered_at BIGINT NOT NULL,
    -- A worry stays at the top of the triage queue until a staff member marks it handled.
    handled_at BIGINT,
    handled_by TEXT,
    handled_note TEXT
);
CREATE INDEX aftercare_answers_code ON aftercare_answers (code);
CREATE INDEX aftercare_worries_open ON aftercare_answers (answered_at) WHERE answer = 'worry' AND handled_at IS NULL;
