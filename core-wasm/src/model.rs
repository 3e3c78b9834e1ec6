//! Domain types shared by every tier: the closed choices of the forms and the values that only exist
//! once validated (parse, don't validate).

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
