//! The questions' page, rendered by the server in the page's language: the form (filled with the
//! draft, or with what was just posted and each problem beside its field; the consent to process
//! health data first, since nothing is stored without it), the answers as sent, or why the link opens
//! nothing. Every patient-typed value is escaped; the page needs no script. When the site is built,
//! it names the page's small script (`frontend/src/intake/main.ts`: autosave, the medicine search,
//! the core's check before sending), found through that build's manifest, and hands it the texts it
//! shows in a JSON block, rendered here from the same catalog as the page. The other pages (sent,
//! sent already, expired, closed, unknown) load the same script too, only to clear the answers it
//! kept on the device (the site's CSP allows no inline script).

use super::{Refused, Visit};
use crate::messaging::calendar;
use crate::messaging::clock::clinic_clock;
use crate::routes::plain_page::{self, escape as e};
use crate::routes::verify::summary;
use crate::state::AppState;
use axum::http::StatusCode;
use axum::response::Response;
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::intake::medicines::{self, MedicineEntry};
use clinic_core::intake::{Allergy, HealthCondition, MedicineClass, PreviousTreatment};
use clinic_core::lang::{localized_path, Locale};
use clinic_core::validate::{
    check_photos, validate_intake_draft, FieldError, IntakeRequest, PhotoMeta, CODES, INTAKE_FIELDS, MAX_PHOTO_BYTES,
};
use std::collections::BTreeMap;
use std::fmt::Write;

/// What the page shows (one per request: its size does not matter).
#[allow(clippy::large_enum_variant)]
pub(crate) enum Shown {
    /// The questions, filled with `values`; `problems` beside their fields (422 when any).
    Form {
        visit: Visit,
        values: IntakeRequest,
        problems: Vec<FieldError>,
        saved_now: bool,
        photo_again: bool,
    },
    /// The answers as sent; `now` when they were sent by this request.
    Sent {
        visit: Visit,
        now: bool,
    },
    /// A second send with other answers: the first ones stand (409).
    AlreadySent(Visit),
    Refused(Refused),
}

/// The page's texts, in its language.
pub(super) struct Tx<'a> {
    pub catalog: &'a Catalog,
    pub lang: Locale,
}

impl Tx<'_> {
    pub fn t(&self, key: &str) -> String {
        calendar::text(self.catalog, self.lang, key, &[])
    }

    pub fn with(&self, key: &str, args: &[(String, Arg)]) -> String {
        calendar::text(self.catalog, self.lang, key, args)
    }

    /// A problem's message: this form's own for the field (`validation-<code>-intake-<field>`) where
    /// it has one, else `validation-<code>`, with its numbers.
    fn problem(&self, p: &FieldError) -> String {
        let args: Vec<(String, Arg)> =
            p.params.iter().filter(|(k, _)| *k != "index").map(|(k, v)| (k.clone(), Arg::Num(*v as f64))).collect();
        self.with(&refined_key(self, &p.field, &p.code).unwrap_or_else(|| format!("validation-{}", p.code)), &args)
    }
}

/// This form's own message key for a field's problem, when the catalog has one.
fn refined_key(tx: &Tx, field: &str, code: &str) -> Option<String> {
    let key = format!("validation-{code}-intake-{field}");
    tx.catalog.has(tx.lang, &key).then_some(key)
}

/// The question a field belongs to, as the error summary names it.
fn field_label(tx: &Tx, field: &str) -> String {
    let key = match field {
        "medicines" => "intake-medicines-legend",
        "otherMedicines" => "intake-other-medicines",
        "allergies" => "intake-allergies-legend",
        "otherAllergy" => "intake-other-allergy",
        "conditions" => "intake-conditions-legend",
        "previousTreatment" => "intake-treatment-legend",
        "previousTreatmentNote" => "intake-treatment-note",
        "emergencyName" => "intake-emergency-name",
        "emergencyPhone" => "intake-emergency-phone",
        "emergencyRelation" => "intake-emergency-relation",
        "healthDataConsent" => "intake-consent-legend",
        "photo" => "intake-photo-legend",
        _ => "intake-title",
    };
    tx.t(key)
}

/// The fields whose problems the page can show, in its order (the core's, then the photo).
fn shown_fields() -> impl Iterator<Item = &'static str> {
    INTAKE_FIELDS.iter().copied().chain(["photo"])
}

const STYLE: &str = "fieldset{border:1px solid #94a3b8;border-radius:.5rem;padding:.25rem 1rem 1rem;margin:1.5rem 0;min-inline-size:0}\
legend{font-weight:700;padding:0 .25rem}fieldset fieldset{border:0;padding:0;margin:.75rem 0}\
fieldset fieldset legend{font-weight:600;padding:0}.choice{display:flex;gap:.6rem;align-items:flex-start;margin:.4rem 0}\
.choice input{flex:none;width:1.25rem;height:1.25rem;margin:.2rem 0 0}.hint{color:#475569;margin:.25rem 0}\
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 .5rem}.secondary{background:#fff;color:#0f5f8c;border:2px solid #0f5f8c}\
.status{font-weight:600;color:#166534;min-height:1.6em}.notice{border-inline-start:4px solid #0f5f8c;padding:.25rem .75rem;background:#f1f5f9}\
.answers dt{font-weight:700;margin-top:.75rem}.answers dd{margin:0}.names{color:#475569}[hidden]{display:none!important}\
.sheet h2{font-size:1.15rem;margin-top:1.5rem}.field{grid-template-columns:minmax(0,1fr)}input[type=file]{border:0;padding:0;inline-size:100%}";

/// The page's script as the intake build's manifest names it (none when the site is not built).
async fn script_url(app: &AppState) -> Option<String> {
    let manifest = tokio::fs::read(app.config.dist.join(".vite").join("intake-manifest.json")).await.ok()?;
    let manifest: serde_json::Value = serde_json::from_slice(&manifest).ok()?;
    let file = manifest.get("src/intake/main.ts")?.get("file")?.as_str()?;
    // A file name Vite wrote: letters, digits and path marks only, so it is safe in an attribute.
    file.bytes().all(|b| b.is_ascii_alphanumeric() || b"/-_.".contains(&b)).then(|| format!("/{file}"))
}

/// A link to another page of the same visit link.
fn visit_link(path: &str, lang: Locale, token: &str) -> String {
    format!("{path}?lang={}&amp;token={}", lang.tag(), e(token))
}

/// The whole page.
pub(crate) async fn render(app: &AppState, lang: Locale, shown: Shown) -> Response {
    let tx = Tx { catalog: &app.catalog, lang };
    let title = tx.t("intake-title");
    let mut head = format!("<style>{STYLE}</style>");
    let (status, body) = match shown {
        Shown::Form { visit, values, problems, saved_now, photo_again } => {
            let status = if problems.is_empty() { StatusCode::OK } else { StatusCode::UNPROCESSABLE_ENTITY };
            if let Some(src) = script_url(app).await {
                let _ = write!(head, "<script type=\"module\" src=\"{src}\"></script>");
            }
            let mut body = format!(
                "<h1>{}</h1><p>{}</p>{}<p class=\"notice\">{}</p>",
                e(&title),
                e(&tx.t("intake-lead")),
                summary(app, lang, &visit.row),
                e(&tx.t("intake-privacy-note")),
            );
            body.push_str(&form(&tx, &visit, &values, &problems, saved_now, photo_again));
            body.push_str(&script_data(&tx, &visit, "form"));
            (status, body)
        }
        Shown::Sent { visit, now } => {
            if let Some(src) = script_url(app).await {
                let _ = write!(head, "<script type=\"module\" src=\"{src}\"></script>");
            }
            let role = if now { " role=\"status\"" } else { "" };
            let mut body = format!(
                "<h1 id=\"intake-sent-title\">{}</h1><p{role}>{}</p>{}",
                e(&tx.t("intake-sent-title")),
                e(&tx.t("intake-sent-body")),
                summary(app, lang, &visit.row)
            );
            body.push_str(&answers(&tx, &visit));
            body.push_str(&script_data(&tx, &visit, "sent"));
            (StatusCode::OK, body)
        }
        Shown::AlreadySent(visit) => {
            if let Some(src) = script_url(app).await {
                let _ = write!(head, "<script type=\"module\" src=\"{src}\"></script>");
            }
            let mut body = format!(
                "<h1>{}</h1><p role=\"alert\">{}</p>{}",
                e(&title),
                e(&tx.t("intake-already-sent")),
                summary(app, lang, &visit.row)
            );
            body.push_str(&answers(&tx, &visit));
            body.push_str(&gone_data(Some(visit.row.code.canonical())));
            (StatusCode::CONFLICT, body)
        }
        Shown::Refused(refused) => {
            if let Some(src) = script_url(app).await {
                let _ = write!(head, "<script type=\"module\" src=\"{src}\"></script>");
            }
            let (status, key) = match &refused {
                Refused::Unknown(_) => (StatusCode::NOT_FOUND, "intake-unknown"),
                Refused::Expired(_) => (StatusCode::GONE, "intake-expired"),
                Refused::Closed(_) => (StatusCode::CONFLICT, "intake-closed"),
            };
            let booking = match &refused {
                Refused::Closed(row) => summary(app, lang, row),
                _ => String::new(),
            };
            let data = gone_data(refused.code());
            (status, format!("<h1>{}</h1><p role=\"alert\">{}</p>{booking}{data}", e(&title), e(&tx.t(key))))
        }
    };
    plain_page::page_with_head(lang, status, &title, &head, &body)
}

/// A field's problem: the attributes its input (or fieldset) gets and the message shown beside it.
struct Problem {
    aria: String,
    message: String,
}

/// A group's (a fieldset's) problem is described on the group; `aria-invalid` goes on inputs only.
fn problem_of(tx: &Tx, problems: &[FieldError], field: &str, hint: Option<&str>, group: bool) -> Problem {
    let found = problems.iter().find(|p| p.field == field);
    let mut described: Vec<String> = hint.map(|h| vec![h.to_string()]).unwrap_or_default();
    let message = match found {
        Some(p) => {
            described.push(format!("e-{field}"));
            format!("<p class=\"error\" id=\"e-{field}\">{}</p>", e(&tx.problem(p)))
        }
        None => String::new(),
    };
    let mut aria = String::new();
    if found.is_some() && !group {
        aria.push_str(" aria-invalid=\"true\"");
    }
    if !described.is_empty() {
        let _ = write!(aria, " aria-describedby=\"{}\"", described.join(" "));
    }
    Problem { aria, message }
}

/// One checkbox or radio with its label; the first of a group carries the id the error summary links to.
fn choice(kind: &str, id: &str, name: &str, value: &str, checked: bool, label_html: &str) -> String {
    let checked = if checked { " checked" } else { "" };
    format!(
        "<div class=\"choice\"><input type=\"{kind}\" id=\"{id}\" name=\"{name}\" value=\"{}\"{checked}>\
         <label for=\"{id}\">{label_html}</label></div>",
        e(value)
    )
}

/// A one-line or multi-line text field.
fn text_field(tx: &Tx, problems: &[FieldError], name: &str, label: &str, value: Option<&str>, kind: &str) -> String {
    let p = problem_of(tx, problems, name, None, false);
    let value = value.unwrap_or("");
    let input = match kind {
        "area" => format!("<textarea id=\"f-{name}\" name=\"{name}\" rows=\"3\" dir=\"auto\"{}>{}</textarea>", p.aria, e(value)),
        "tel" => format!(
            "<input type=\"tel\" id=\"f-{name}\" name=\"{name}\" value=\"{}\" dir=\"ltr\" inputmode=\"tel\" autocomplete=\"off\"{}>",
            e(value),
            p.aria
        ),
        _ => format!(
            "<input type=\"text\" id=\"f-{name}\" name=\"{name}\" value=\"{}\" dir=\"auto\" autocomplete=\"off\"{}>",
            e(value),
            p.aria
        ),
    };
    format!(
        "<div class=\"field\" data-field=\"{name}\"><label for=\"f-{name}\">{}</label>{}{input}</div>",
        e(label),
        p.message
    )
}

/// A medicine's names as its checkbox shows them: the generic name, then the country's.
fn medicine_label(m: &MedicineEntry) -> String {
    let mut names = m.names.iter();
    let mut html = names.next().map(|n| format!("<bdi>{}</bdi>", e(n))).unwrap_or_default();
    let rest: Vec<String> = names.map(|n| format!("<bdi>{}</bdi>", e(n))).collect();
    if !rest.is_empty() {
        let _ = write!(html, "<span class=\"names\"> · {}</span>", rest.join(" · "));
    }
    html
}

/// The medicines of the page language's country, by class.
fn medicine_list(lang: Locale) -> Vec<MedicineEntry> {
    medicines::list_for(medicines::home_country(lang))
}

fn form(
    tx: &Tx,
    visit: &Visit,
    v: &IntakeRequest,
    problems: &[FieldError],
    saved_now: bool,
    photo_again: bool,
) -> String {
    let lang = tx.lang;
    let mut h = String::new();
    // The script writes its own statuses ("Saving…", "Saved") here too.
    let saved = if saved_now { e(&tx.t("intake-saved")) } else { String::new() };
    let _ = write!(
        h,
        "<p id=\"intake-status\" class=\"status\" role=\"status\"{}>{saved}</p>",
        if saved_now { " data-saved-now=\"1\"" } else { "" }
    );
    if !problems.is_empty() {
        let count = Arg::Num(problems.len() as f64);
        let _ = write!(
            h,
            "<div role=\"alert\" class=\"problems\" tabindex=\"-1\" id=\"problems\"><h2>{}</h2><ul>",
            e(&tx.with("validation-summary", &[("count".into(), count)]))
        );
        let order: Vec<&str> = shown_fields().collect();
        let mut sorted: Vec<&FieldError> = problems.iter().collect();
        sorted.sort_by_key(|p| order.iter().position(|f| *f == p.field).unwrap_or(order.len()));
        for p in sorted {
            let _ = write!(
                h,
                "<li><a href=\"#f-{}\">{}: {}</a></li>",
                e(&p.field),
                e(&field_label(tx, &p.field)),
                e(&tx.problem(p))
            );
        }
        h.push_str("</ul></div>");
    }
    let _ = write!(
        h,
        "<form id=\"intake-form\" method=\"post\" action=\"/forms/intake\" enctype=\"multipart/form-data\" novalidate>\
         <input type=\"hidden\" name=\"token\" value=\"{}\"><input type=\"hidden\" name=\"lang\" value=\"{}\">",
        e(&visit.token),
        lang.tag()
    );

    // The consent to process health data (PDPA art. 6), under the privacy notice shown. First: no
    // answer is stored before it is ticked (the page's script keeps them on the device meanwhile).
    let p = problem_of(tx, problems, "healthDataConsent", Some("h-consent"), true);
    let _ = write!(
        h,
        "<fieldset id=\"q-consent\" data-field=\"healthDataConsent\"{}><legend>{}</legend><p class=\"hint\" id=\"h-consent\">{}</p>{}",
        p.aria,
        e(&tx.t("intake-consent-legend")),
        e(&tx.t("intake-consent-hint")),
        p.message
    );
    h.push_str(&choice(
        "checkbox",
        "f-healthDataConsent",
        "healthDataConsent",
        "on",
        v.health_data_consent,
        &e(&tx.t("intake-consent")),
    ));
    let _ = write!(
        h,
        "<p><a href=\"{}\" target=\"_blank\" rel=\"noopener\">{}</a></p></fieldset>",
        e(&localized_path(lang, "/privacy")),
        e(&tx.t("intake-privacy-link"))
    );

    // Medicines, grouped by what they do to bleeding.
    let p = problem_of(tx, problems, "medicines", Some("h-medicines"), true);
    let _ = write!(
        h,
        "<fieldset id=\"q-medicines\" data-field=\"medicines\"{}><legend>{}</legend><p class=\"hint\" id=\"h-medicines\">{}</p>{}",
        p.aria,
        e(&tx.t("intake-medicines-legend")),
        e(&tx.t("intake-medicines-hint")),
        p.message
    );
    let list = medicine_list(lang);
    let mut first = true;
    for class in MedicineClass::ALL {
        let _ = write!(
            h,
            "<fieldset class=\"medicine-class\" data-class=\"{}\"><legend>{}</legend>",
            class.as_str(),
            e(&tx.t(&format!("intake-class-{}", class.as_str())))
        );
        for m in list.iter().filter(|m| m.class == *class) {
            let id = if first { "f-medicines".to_string() } else { format!("f-medicines-{}", m.id) };
            first = false;
            h.push_str(&choice(
                "checkbox",
                &id,
                "medicines",
                m.id,
                v.medicines.iter().any(|x| x == m.id),
                &medicine_label(m),
            ));
        }
        h.push_str("</fieldset>");
    }
    h.push_str(&text_field(
        tx,
        problems,
        "otherMedicines",
        &tx.t("intake-other-medicines"),
        v.other_medicines.as_deref(),
        "area",
    ));
    h.push_str(&choice(
        "checkbox",
        "f-noMedicines",
        "noMedicines",
        "on",
        v.no_medicines,
        &e(&tx.t("intake-no-medicines")),
    ));
    h.push_str("</fieldset>");

    // Allergies.
    let p = problem_of(tx, problems, "allergies", None, true);
    let _ = write!(
        h,
        "<fieldset id=\"q-allergies\" data-field=\"allergies\"{}><legend>{}</legend>{}",
        p.aria,
        e(&tx.t("intake-allergies-legend")),
        p.message
    );
    for (i, a) in Allergy::ALL.iter().enumerate() {
        let id = if i == 0 { "f-allergies".to_string() } else { format!("f-allergies-{}", a.as_str()) };
        let label = e(&tx.t(&format!("intake-allergy-{}", a.as_str())));
        h.push_str(&choice(
            "checkbox",
            &id,
            "allergies",
            a.as_str(),
            v.allergies.iter().any(|x| x == a.as_str()),
            &label,
        ));
    }
    h.push_str(&text_field(
        tx,
        problems,
        "otherAllergy",
        &tx.t("intake-other-allergy"),
        v.other_allergy.as_deref(),
        "text",
    ));
    h.push_str(&choice(
        "checkbox",
        "f-noAllergies",
        "noAllergies",
        "on",
        v.no_allergies,
        &e(&tx.t("intake-no-allergies")),
    ));
    h.push_str("</fieldset>");

    // Conditions.
    let p = problem_of(tx, problems, "conditions", None, true);
    let _ = write!(
        h,
        "<fieldset id=\"q-conditions\" data-field=\"conditions\"{}><legend>{}</legend>{}",
        p.aria,
        e(&tx.t("intake-conditions-legend")),
        p.message
    );
    for (i, c) in HealthCondition::ALL.iter().enumerate() {
        let id = if i == 0 { "f-conditions".to_string() } else { format!("f-conditions-{}", c.as_str()) };
        let label = e(&tx.t(&format!("intake-condition-{}", c.as_str())));
        h.push_str(&choice(
            "checkbox",
            &id,
            "conditions",
            c.as_str(),
            v.conditions.iter().any(|x| x == c.as_str()),
            &label,
        ));
    }
    h.push_str(&choice(
        "checkbox",
        "f-noConditions",
        "noConditions",
        "on",
        v.no_conditions,
        &e(&tx.t("intake-no-conditions")),
    ));
    h.push_str("</fieldset>");

    // Previous treatment of this lump.
    let p = problem_of(tx, problems, "previousTreatment", None, true);
    let _ = write!(
        h,
        "<fieldset id=\"q-previousTreatment\" data-field=\"previousTreatment\"{}><legend>{}</legend>{}",
        p.aria,
        e(&tx.t("intake-treatment-legend")),
        p.message
    );
    for (i, t) in PreviousTreatment::ALL.iter().enumerate() {
        let id = if i == 0 { "f-previousTreatment".to_string() } else { format!("f-previousTreatment-{}", t.as_str()) };
        let label = e(&tx.t(&format!("intake-treatment-{}", t.as_str())));
        let checked = v.previous_treatment.as_deref() == Some(t.as_str());
        h.push_str(&choice("radio", &id, "previousTreatment", t.as_str(), checked, &label));
    }
    h.push_str(&text_field(
        tx,
        problems,
        "previousTreatmentNote",
        &tx.t("intake-treatment-note"),
        v.previous_treatment_note.as_deref(),
        "area",
    ));
    h.push_str("</fieldset>");

    // The photo.
    let p = problem_of(tx, problems, "photo", Some("h-photo"), false);
    let max_mb = Arg::Num((MAX_PHOTO_BYTES >> 20) as f64);
    let _ = write!(
        h,
        "<fieldset id=\"q-photo\"><legend>{}</legend><p class=\"hint\" id=\"h-photo\">{}</p>",
        e(&tx.t("intake-photo-legend")),
        e(&tx.with("intake-photo-hint", &[("maxMb".into(), max_mb)]))
    );
    if visit.has_photo() {
        let _ = write!(h, "<p>{}</p>", e(&tx.t("intake-photo-saved")));
        h.push_str(&choice("checkbox", "f-photoRemove", "photoRemove", "on", false, &e(&tx.t("intake-photo-remove"))));
    }
    if photo_again {
        let _ = write!(h, "<p class=\"error\">{}</p>", e(&tx.t("intake-photo-again")));
    }
    let _ = write!(
        h,
        "<div class=\"field\" data-field=\"photo\"><label for=\"f-photo\">{}</label>{}<input type=\"file\" id=\"f-photo\" name=\"photo\" accept=\"image/jpeg,image/png\"{}></div></fieldset>",
        e(&tx.t("intake-photo-label")),
        p.message,
        p.aria
    );

    // The emergency contact.
    let _ = write!(
        h,
        "<fieldset id=\"q-emergency\"><legend>{}</legend><p class=\"hint\">{}</p>",
        e(&tx.t("intake-emergency-legend")),
        e(&tx.t("intake-emergency-hint"))
    );
    h.push_str(&text_field(
        tx,
        problems,
        "emergencyName",
        &tx.t("intake-emergency-name"),
        v.emergency_name.as_deref(),
        "text",
    ));
    h.push_str(&text_field(
        tx,
        problems,
        "emergencyPhone",
        &tx.t("intake-emergency-phone"),
        v.emergency_phone.as_deref(),
        "tel",
    ));
    h.push_str(&text_field(
        tx,
        problems,
        "emergencyRelation",
        &tx.t("intake-emergency-relation"),
        v.emergency_relation.as_deref(),
        "text",
    ));
    h.push_str("</fieldset>");

    // Enter in a text field presses the first button: it saves, it never sends.
    let _ = write!(
        h,
        "<div class=\"actions\"><button type=\"submit\" name=\"action\" value=\"save\" class=\"secondary\">{}</button>\
         <button type=\"submit\" name=\"action\" value=\"send\" aria-describedby=\"h-send\">{}</button></div>\
         <p class=\"hint\" id=\"h-send\">{}</p></form>",
        e(&tx.t("intake-save")),
        e(&tx.t("intake-send")),
        e(&tx.t("intake-send-hint"))
    );
    let _ = write!(
        h,
        "<p><a href=\"{}\">{}</a></p>",
        visit_link("/forms/visit-info", lang, &visit.token),
        e(&tx.t("intake-visit-info-link"))
    );
    h
}

/// The answers as sent, read-only, with the patient's own words as typed.
fn answers(tx: &Tx, visit: &Visit) -> String {
    let v = visit.answers();
    let none = e(&tx.t("intake-answer-none"));
    let words = |text: &Option<String>| {
        text.as_deref().filter(|t| !t.trim().is_empty()).map(|t| format!("<p dir=\"auto\">{}</p>", e(t)))
    };
    let list = |items: Vec<String>, extra: Option<String>| {
        let mut html = String::new();
        if !items.is_empty() {
            html = format!("<ul>{}</ul>", items.iter().map(|i| format!("<li>{i}</li>")).collect::<String>());
        }
        html.push_str(&extra.unwrap_or_default());
        if html.is_empty() {
            none.clone()
        } else {
            html
        }
    };
    let meds = medicine_list(tx.lang);
    let medicines: Vec<String> =
        v.medicines.iter().filter_map(|id| meds.iter().find(|m| m.id == id)).map(medicine_label).collect();
    let allergies: Vec<String> = v
        .allergies
        .iter()
        .filter_map(|a| Allergy::parse(a))
        .map(|a| e(&tx.t(&format!("intake-allergy-{}", a.as_str()))))
        .collect();
    let conditions: Vec<String> = v
        .conditions
        .iter()
        .filter_map(|c| HealthCondition::parse(c))
        .map(|c| e(&tx.t(&format!("intake-condition-{}", c.as_str()))))
        .collect();
    let treatment = v
        .previous_treatment
        .as_deref()
        .and_then(PreviousTreatment::parse)
        .map(|t| format!("<p>{}</p>", e(&tx.t(&format!("intake-treatment-{}", t.as_str())))))
        .unwrap_or_default()
        + &words(&v.previous_treatment_note).unwrap_or_default();
    let contact: String = [&v.emergency_name, &v.emergency_phone, &v.emergency_relation]
        .iter()
        .filter_map(|t| t.as_deref().filter(|t| !t.trim().is_empty()))
        .map(|t| format!("<p dir=\"auto\">{}</p>", e(t)))
        .collect();
    let photo = if visit.has_photo() { tx.t("intake-photo-sent") } else { tx.t("intake-photo-not-sent") };
    let sent_at = clinic_clock(tx.lang, visit.intake.as_ref().and_then(|i| i.submitted_at));
    let rows = [
        ("intake-medicines-legend", list(medicines, words(&v.other_medicines))),
        ("intake-allergies-legend", list(allergies, words(&v.other_allergy))),
        ("intake-conditions-legend", list(conditions, None)),
        ("intake-treatment-legend", if treatment.is_empty() { none.clone() } else { treatment }),
        ("intake-photo-legend", format!("<p>{}</p>", e(&photo))),
        ("intake-emergency-legend", if contact.is_empty() { none.clone() } else { contact }),
    ];
    let mut h = format!(
        "<p>{}</p><h2>{}</h2><dl class=\"answers\">",
        e(&tx.with("intake-sent-at", &[("date".into(), Arg::Str(sent_at))])),
        e(&tx.t("intake-answers-title"))
    );
    for (key, value) in rows {
        let _ = write!(h, "<dt>{}</dt><dd>{value}</dd>", e(&tx.t(key)));
    }
    let _ = write!(
        h,
        "</dl><p>{}</p><p><a href=\"{}\">{}</a></p>",
        e(&tx.t("intake-change-by-phone")),
        visit_link("/forms/visit-info", tx.lang, &visit.token),
        e(&tx.t("intake-visit-info-link"))
    );
    h
}

/// The page data of a page without the questions (sent already, expired, closed, unknown link): only
/// the booking whose answers the script must clear from the device, when the link's signature held.
fn gone_data(code: Option<&str>) -> String {
    let json = serde_json::json!({ "state": "gone", "code": code }).to_string();
    // A canonical code is letters and digits only; escaped all the same, as below.
    let json = json.replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026");
    format!("<script type=\"application/json\" id=\"intake-data\">{json}</script>")
}

/// The texts and facts the page's script needs, as a JSON block (never run as a script): its
/// statuses, the questions' names, and every problem message the core can give on this form, in
/// the page's language, keyed `code` or `code|name=value` for the numbers they carry.
fn script_data(tx: &Tx, visit: &Visit, state: &str) -> String {
    let mut messages: BTreeMap<String, String> = BTreeMap::new();
    for code in CODES {
        messages.insert(code.to_string(), tx.t(&format!("validation-{code}")));
    }
    // The numbered messages, read off the core's own rules: every text too long, a name too short,
    // a photo too large.
    let long = Some("x".repeat(10_000));
    let too_long = IntakeRequest {
        other_medicines: long.clone(),
        other_allergy: long.clone(),
        previous_treatment_note: long.clone(),
        emergency_name: long.clone(),
        emergency_relation: long,
        lang: tx.lang.tag().into(),
        ..Default::default()
    };
    let too_short =
        IntakeRequest { emergency_name: Some("x".into()), lang: tx.lang.tag().into(), ..Default::default() };
    let png = PhotoMeta { size: MAX_PHOTO_BYTES + 1, head: b"\x89PNG\r\n\x1a\n".to_vec() };
    let numbered = [&too_long, &too_short]
        .into_iter()
        .flat_map(|r| validate_intake_draft(r).err().unwrap_or_default())
        .chain(check_photos(&[png]));
    for p in numbered {
        let numbers: Vec<String> =
            p.params.iter().filter(|(k, _)| *k != "index").map(|(k, v)| format!("{k}={v}")).collect();
        if !numbers.is_empty() {
            messages.insert(format!("{}|{}", p.code, numbers.join(",")), tx.problem(&p));
        }
    }
    // This form's own messages for a field's problem, keyed `field:code`.
    for field in shown_fields() {
        for code in CODES {
            if let Some(key) = refined_key(tx, field, code) {
                messages.insert(format!("{field}:{code}"), tx.t(&key));
            }
        }
    }
    let labels: BTreeMap<&str, String> = shown_fields().map(|f| (f, field_label(tx, f))).collect();
    let count = |key: &str, n: usize| tx.with(key, &[("count".into(), Arg::Num(n as f64))]);
    let data = serde_json::json!({
        "code": visit.row.code.canonical(),
        "token": visit.token,
        "lang": tx.lang.tag(),
        "state": state,
        "savedAt": visit.intake.as_ref().filter(|i| i.submitted_at.is_none()).map(|i| i.updated_at),
        // When the link stops working (the visit's start): the copy kept on the device expires then.
        "expiresAt": visit.row.visit_at(),
        "texts": {
            "saving": tx.t("intake-status-saving"),
            "saved": tx.t("intake-status-saved"),
            "offline": tx.t("intake-status-offline"),
            "restored": tx.t("intake-status-restored"),
            "search": tx.t("intake-medicine-search"),
            "searchHint": tx.t("intake-medicine-search-hint"),
            "searchNone": tx.t("intake-medicine-search-none"),
        },
        "searchCount": (0..=medicines::MEDICINES.len()).map(|n| count("intake-medicine-search-count", n)).collect::<Vec<_>>(),
        "summary": (0..=shown_fields().count()).map(|n| count("validation-summary", n)).collect::<Vec<_>>(),
        "labels": labels,
        "messages": messages,
    });
    // `<` never reaches the HTML parser inside the block, so no text can close it.
    let json = data.to_string().replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026");
    format!("<script type=\"application/json\" id=\"intake-data\">{json}</script>")
}
