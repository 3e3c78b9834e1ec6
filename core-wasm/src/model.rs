//! Domain types shared by every tier: the closed choices of the forms, which status of a submission
//! may follow which (`can_move_to`), and the values that only exist once validated (parse, don't
//! validate).

use serde::{Deserialize, Serialize};

/// Declares a closed set of choices with its wire name for each variant.
macro_rules! choices {
    ($(#[$doc:meta])* $name:ident { $($variant:ident = $wire:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(any(test, feature = "ts"), derive(ts_rs::TS))]
        #[cfg_attr(any(test, feature = "ts"), ts(export, export_to = "core/"))]
        pub enum $name { $(#[serde(rename = $wire)] $variant),+ }

        impl $name {
            /// Every choice, in display order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// The name used in JSON, URLs and Fluent keys.
            pub fn as_str(self) -> &'static str { match self { $($name::$variant => $wire),+ } }
            /// Parses the wire name exactly.
            pub fn parse(s: &str) -> Option<$name> { match s { $($wire => Some($name::$variant),)+ _ => None } }
        }

        // By hand: utoipa's derive does not see serde's renames through this macro.
        #[cfg(feature = "openapi")]
        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .enum_values(Some([$($wire),+]))
                    .into()
            }
        }
        #[cfg(feature = "openapi")]
        impl utoipa::ToSchema for $name {}
    };
}

// The other modules' closed choices (`channels`) use it too.
pub(crate) use choices;

choices!(/// A clinic branch.
    Branch { Taipei = "taipei", Kaohsiung = "kaohsiung" });
choices!(/// What the patient wants removed.
    TumorType { Lipoma = "lipoma", Cyst = "cyst", SkinTumor = "skin_tumor", Mole = "mole", Other = "other" });
choices!(/// Why someone writes to the clinic.
    InquiryType { General = "general", Booking = "booking", International = "international", Assessment = "assessment" });
choices!(/// How long the lump has been there.
    Duration { LessThanMonth = "less_than_month", OneToSixMonths = "1_to_6_months", SixMonthsToYear = "6_months_to_year", OverYear = "over_year" });
choices!(/// A symptom the patient reports.
    Symptom { Pain = "pain", Itching = "itching", Bleeding = "bleeding", Growing = "growing", ColorChange = "color_change", None = "none" });
choices!(/// The lump's largest diameter, as the patient estimates it.
    SizeRange { Under2cm = "under_2cm", From2To5cm = "2_to_5cm", From5To10cm = "5_to_10cm", Over10cm = "over_10cm" });
choices!(/// Where on the body the lump is.
    BodyArea { Face = "face", Scalp = "scalp", Neck = "neck", Shoulder = "shoulder", Chest = "chest", Back = "back",
               Abdomen = "abdomen", Arm = "arm", Hand = "hand", Thigh = "thigh", Leg = "leg", Foot = "foot", Other = "other" });
choices!(/// Where a booking stands (docs/public-api.md): staff confirm it, the visit completes it or marks a no-show,
    /// and the patient or staff may cancel it.
    BookingStatus { Pending = "pending", Confirmed = "confirmed", Completed = "completed", NoShow = "no_show", Cancelled = "cancelled" });
choices!(/// The kinds of submission the clinic's inbox holds.
    SubmissionKind { Booking = "booking", Inquiry = "inquiry", Assessment = "assessment" });
choices!(/// Where an inquiry stands: staff answer it (the reply is e-mailed), then close it.
    InquiryStatus { New = "new", Answered = "answered", Closed = "closed" });
choices!(/// Where a self-assessment stands: a clinician reviews it, then staff close it.
    AssessmentStatus { New = "new", Reviewed = "reviewed", Closed = "closed" });

impl BookingStatus {
    /// Whether the booking workflow has a step from this status to `to`: staff confirm a pending
    /// booking, the visit completes a confirmed one or marks it a no-show, and either may be cancelled.
    /// Nothing leaves completed, no-show or cancelled.
    pub fn can_move_to(self, to: BookingStatus) -> bool {
        use BookingStatus::*;
        matches!((self, to), (Pending, Confirmed | Cancelled) | (Confirmed, Completed | NoShow | Cancelled))
    }
    /// Whether a booking in this status may still move to another slot (pending or confirmed).
    pub fn can_reschedule(self) -> bool {
        matches!(self, BookingStatus::Pending | BookingStatus::Confirmed)
    }
}

impl InquiryStatus {
    /// Whether the inquiry workflow has a step from this status to `to`: a reply makes it answered
    /// (again, when staff write once more), and an open inquiry may be closed. Nothing leaves closed.
    pub fn can_move_to(self, to: InquiryStatus) -> bool {
        use InquiryStatus::*;
        matches!((self, to), (New | Answered, Answered | Closed))
    }
}

impl AssessmentStatus {
    /// Whether the assessment workflow has a step from this status to `to`: a clinician reviews a new
    /// one (once), and an open one may be closed. Nothing leaves closed.
    pub fn can_move_to(self, to: AssessmentStatus) -> bool {
        use AssessmentStatus::*;
        matches!((self, to), (New, Reviewed) | (New | Reviewed, Closed))
    }
}

/// The wire names of the statuses `from` may move to, in display order; none for an unknown status.
fn next_of<S: Copy + 'static>(
    all: &'static [S],
    from: Option<S>,
    step: fn(S, S) -> bool,
    name: fn(S) -> &'static str,
) -> Vec<&'static str> {
    match from {
        Some(from) => all.iter().copied().filter(|&to| step(from, to)).map(name).collect(),
        None => Vec::new(),
    }
}

impl SubmissionKind {
    /// The statuses (wire names, in display order) a submission of this kind may move to from
    /// `from`; none when `from` is not one of the kind's statuses.
    pub fn next_statuses(self, from: &str) -> Vec<&'static str> {
        match self {
            SubmissionKind::Booking => next_of(
                BookingStatus::ALL,
                BookingStatus::parse(from),
                BookingStatus::can_move_to,
                BookingStatus::as_str,
            ),
            SubmissionKind::Inquiry => next_of(
                InquiryStatus::ALL,
                InquiryStatus::parse(from),
                InquiryStatus::can_move_to,
                InquiryStatus::as_str,
            ),
            SubmissionKind::Assessment => next_of(
                AssessmentStatus::ALL,
                AssessmentStatus::parse(from),
                AssessmentStatus::can_move_to,
                AssessmentStatus::as_str,
            ),
        }
    }
    /// Whether a submission of this kind may move from `from` to `to` (wire names; false when
    /// either is not one of the kind's statuses).
    pub fn can_move(self, from: &str, to: &str) -> bool {
        self.next_statuses(from).contains(&to)
    }
}

/// An e-mail address that passed the HTML specification's grammar.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Email(pub(crate) String);

impl Email {
    /// As the patient typed it (trimmed).
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// Lower-cased, for matching a lookup against a stored booking.
    pub fn normalized(&self) -> String {
        self.0.to_lowercase()
    }
    /// The key that says two addresses are one person's: see [`email_identity_key`].
    pub fn identity_key(&self) -> String {
        email_identity_key(&self.0)
    }
}

/// An e-mail address as the open-booking limits count a person: lower case, and a local part without
/// dots and without a `+tag` (most mail providers deliver all such spellings to one mailbox). Two
/// people whose addresses differ only by dots at one provider then share a limit: a rare false match,
/// where the opposite would let one person take the calendar with spellings of one address.
pub fn email_identity_key(email: &str) -> String {
    let lower = email.trim().to_lowercase();
    match lower.rsplit_once('@') {
        Some((local, domain)) => {
            let local = local.split('+').next().unwrap_or(local);
            format!("{}@{domain}", local.replace('.', ""))
        }
        None => lower,
    }
}

/// A phone number with 7 to 15 digits (E.164's limit).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PhoneNumber {
    pub(crate) display: String,
    pub(crate) digits: String,
}

impl PhoneNumber {
    /// As the patient typed it (trimmed).
    pub fn as_str(&self) -> &str {
        &self.display
    }
    /// Only the digits, folded to ASCII from any script ([`crate::digits`]), for matching lookups.
    pub fn digits(&self) -> &str {
        &self.digits
    }
}

/// A person's name: trimmed, 2 to 100 characters, in a script the form's language allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PersonName(pub(crate) String);

impl PersonName {
    /// The name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_booking_moves_only_forward() {
        use BookingStatus::*;
        assert!(Pending.can_move_to(Confirmed) && Confirmed.can_move_to(NoShow) && Confirmed.can_move_to(Cancelled));
        assert!(!Pending.can_move_to(Completed), "a visit is completed only once confirmed");
        assert!(
            !Cancelled.can_move_to(Confirmed) && !Completed.can_move_to(Cancelled) && !Pending.can_move_to(Pending)
        );
        assert!(Pending.can_reschedule() && Confirmed.can_reschedule() && !NoShow.can_reschedule());
    }

    #[test]
    fn inquiries_and_assessments_close_from_any_open_status() {
        assert!(InquiryStatus::New.can_move_to(InquiryStatus::Closed));
        assert!(InquiryStatus::Answered.can_move_to(InquiryStatus::Answered), "staff may reply again");
        assert!(!InquiryStatus::Closed.can_move_to(InquiryStatus::Closed));
        assert!(AssessmentStatus::Reviewed.can_move_to(AssessmentStatus::Closed));
        assert!(!AssessmentStatus::Reviewed.can_move_to(AssessmentStatus::Reviewed), "an assessment is reviewed once");
    }

    #[test]
    fn next_statuses_by_wire_name() {
        assert_eq!(SubmissionKind::Booking.next_statuses("confirmed"), ["completed", "no_show", "cancelled"]);
        assert_eq!(SubmissionKind::Inquiry.next_statuses("closed"), Vec::<&str>::new());
        assert!(SubmissionKind::Booking.next_statuses("closed").is_empty(), "not a booking status");
        assert!(!SubmissionKind::Assessment.can_move("new", "answered"));
    }

    #[test]
    fn spellings_of_one_mailbox_are_one_person() {
        assert_eq!(email_identity_key("Ann.Lee@Example.com"), "annlee@example.com");
        assert_eq!(email_identity_key(" annlee+clinic@example.com "), "annlee@example.com");
        assert_ne!(email_identity_key("annlee@example.com"), email_identity_key("annlee@example.org"));
    }
}
