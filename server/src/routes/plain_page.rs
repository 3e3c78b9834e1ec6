//! The server-rendered answer to a form posted without scripts: plain HTML in the patient's language
//! (right to left in ar), no script, every patient-typed value escaped.

use crate::messaging::calendar;
use crate::storage::job::{BookingView, Done};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use clinic_core::hours::OpeningHours;
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::{localized_path, profile, Direction, Locale};
use clinic_core::model::{Branch, InquiryType, TumorType};
use clinic_core::validate::{FieldError, MAX_COMPANIONS};
use std::collections::HashMap;
use std::fmt::Write;

/// Which form was posted.
#[derive(Clone, Copy)]
pub enum PlainForm {
    Booking,
    Inquiry,
}

/// What happened to it.
pub enum Outcome {
    Booked(BookingView),
    Sent(Done),
    Problems { problems: Vec<FieldError>, values: HashMap<String, String> },
}

enum Kind {
    Text(&'static str),
    Area,
    Select(Vec<(String, String)>),
    Check,
}

/// Text made safe for HTML text and attribute values.
pub(super) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

struct Texts<'a> {
    catalog: &'a Catalog,
    lang: Locale,
    /// The hours in force: the time choices are their slots.
    hours: &'a OpeningHours,
}

impl Texts<'_> {
    fn t(&self, key: &str) -> String {
        self.with(key, &[])
    }
    fn with(&self, key: &str, args: &[(String, Arg)]) -> String {
        calendar::text(self.catalog, self.lang, key, args)
    }
    fn problem(&self, p: &FieldError) -> String {
        let args: Vec<(String, Arg)> = p.params.iter().map(|(k, v)| (k.clone(), Arg::Num(*v as f64))).collect();
        self.with(&format!("validation-{}", p.code), &args)
    }
}

fn slot_times(hours: &OpeningHours) -> Vec<String> {
    hours.any_day_slots().iter().map(|t| t.to_string()).collect()
}

fn fields(tx: &Texts, form: PlainForm) -> Vec<(&'static str, String, Kind, bool)> {
    let choose = |items: Vec<(String, String)>, none: String| {
        let mut all = vec![(String::new(), none)];
        all.extend(items);
        Kind::Select(all)
    };
    match form {
        PlainForm::Booking => vec![
            ("name", tx.t("booking-field-name"), Kind::Text("text"), true),
            ("phone", tx.t("booking-field-phone"), Kind::Text("tel"), true),
            ("email", tx.t("forms-field-email"), Kind::Text("email"), true),
            (
                "branch",
                tx.t("booking-field-branch"),
                choose(
                    Branch::ALL
                        .iter()
                        .map(|b| (b.as_str().into(), tx.t(&format!("email-branch-{}", b.as_str()))))
                        .collect(),
                    tx.t("forms-choose"),
                ),
                true,
            ),
            ("preferredDate", tx.t("booking-field-date"), Kind::Text("date"), true),
            (
                "preferredTime",
                tx.t("booking-field-time"),
                choose(slot_times(tx.hours).into_iter().map(|t| (t.clone(), t)).collect(), tx.t("forms-choose")),
                true,
            ),
            (
                "tumorType",
                tx.t("booking-field-tumor-type"),
                choose(
                    TumorType::ALL
                        .iter()
                        .map(|k| (k.as_str().into(), tx.t(&format!("booking-tumor-{}", k.as_str()))))
                        .collect(),
                    tx.t("forms-choose"),
                ),
                true,
            ),
            ("location", tx.t("booking-field-location"), Kind::Text("text"), false),
            ("size", tx.t("booking-field-size"), Kind::Text("text"), false),
            ("message", tx.t("booking-field-message"), Kind::Area, false),
            (
                "interpreter",
                tx.t("booking-field-interpreter"),
                choose(
                    Locale::SITE.iter().map(|l| (l.tag().into(), profile(*l).native_name.into())).collect(),
                    tx.t("booking-interpreter-none"),
                ),
                false,
            ),
            (
                "companions",
                tx.t("booking-field-companions"),
                choose(
                    (0..=MAX_COMPANIONS)
                        .map(|n| {
                            (
                                n.to_string(),
                                tx.with("booking-companions-count", &[("count".into(), Arg::Num(n as f64))]),
                            )
                        })
                        .collect(),
                    tx.t("booking-companions-none"),
                ),
                false,
            ),
            ("termsAccepted", tx.t("booking-terms"), Kind::Check, true),
        ],
        PlainForm::Inquiry => vec![
            ("name", tx.t("booking-field-name"), Kind::Text("text"), true),
            ("email", tx.t("forms-field-email"), Kind::Text("email"), true),
            ("phone", tx.t("booking-field-phone"), Kind::Text("tel"), false),
            (
                "inquiryType",
                tx.t("inquiry-field-type"),
                choose(
                    InquiryType::ALL
                        .iter()
                        .map(|k| (k.as_str().into(), tx.t(&format!("inquiry-type-{}", k.as_str()))))
                        .collect(),
                    tx.t("forms-choose"),
                ),
                true,
            ),
            ("subject", tx.t("inquiry-field-subject"), Kind::Text("text"), true),
            ("message", tx.t("inquiry-field-message"), Kind::Area, true),
            ("termsAccepted", tx.t("inquiry-terms"), Kind::Check, true),
        ],
    }
}

fn action(form: PlainForm) -> &'static str {
    match form {
        PlainForm::Booking => "/forms/booking",
        PlainForm::Inquiry => "/forms/inquiry",
    }
}

fn page_path(form: PlainForm) -> &'static str {
    match form {
        PlainForm::Booking => "/medical-booking",
        PlainForm::Inquiry => "/contact",
    }
}

/// The form again, filled with what was typed, each problem beside its field and listed on top.
fn render_form(tx: &Texts, form: PlainForm, problems: &[FieldError], values: &HashMap<String, String>) -> String {
    let all = fields(tx, form);
    let mut html = String::new();
    let count = Arg::Num(problems.len() as f64);
    let _ = write!(
        html,
        "<div role=\"alert\" class=\"problems\" tabindex=\"-1\" id=\"problems\"><h2>{}</h2><ul>",
        escape(&tx.with("validation-summary", &[("count".into(), count)]))
    );
    for p in problems {
        let label = all.iter().find(|f| f.0 == p.field).map(|f| f.1.clone()).unwrap_or_else(|| p.field.clone());
        let _ = write!(
            html,
            "<li><a href=\"#f-{}\">{}: {}</a></li>",
            escape(&p.field),
            escape(&label),
            escape(&tx.problem(p))
        );
    }
    html.push_str("</ul></div>");
    let _ = write!(html, "<form method=\"post\" action=\"{}\">", action(form));
    let _ = write!(html, "<input type=\"hidden\" name=\"lang\" value=\"{}\">", tx.lang.tag());
    for (name, label, kind, required) in &all {
        let value = values.get(*name).map(String::as_str).unwrap_or("");
        let problem = problems.iter().find(|p| p.field == *name);
        let id = format!("f-{name}");
        let err_id = format!("e-{name}");
        let aria = match problem {
            Some(_) => format!(" aria-invalid=\"true\" aria-describedby=\"{err_id}\""),
            None => String::new(),
        };
        let req = if *required { " required aria-required=\"true\"" } else { "" };
        let err = problem
            .map(|p| format!("<p class=\"error\" id=\"{err_id}\">{}</p>", escape(&tx.problem(p))))
            .unwrap_or_default();
        html.push_str("<div class=\"field\">");
        match kind {
            Kind::Check => {
                let checked = if value.is_empty() { "" } else { " checked" };
                let _ = write!(
                    html,
                    "<input type=\"checkbox\" id=\"{id}\" name=\"{name}\" value=\"on\"{checked}{req}{aria}> <label for=\"{id}\">{}</label>{err}",
                    escape(label)
                );
            }
            Kind::Text(t) => {
                let dir = if matches!(*t, "tel" | "email" | "date") { " dir=\"ltr\"" } else { " dir=\"auto\"" };
                let _ = write!(
                    html,
                    "<label for=\"{id}\">{}</label><input type=\"{t}\" id=\"{id}\" name=\"{name}\" value=\"{}\"{dir}{req}{aria}>{err}",
                    escape(label),
                    escape(value)
                );
            }
            Kind::Area => {
                let _ = write!(
                    html,
                    "<label for=\"{id}\">{}</label><textarea id=\"{id}\" name=\"{name}\" rows=\"4\" dir=\"auto\"{req}{aria}>{}</textarea>{err}",
                    escape(label),
                    escape(value)
                );
            }
            Kind::Select(options) => {
                let _ = write!(
                    html,
                    "<label for=\"{id}\">{}</label><select id=\"{id}\" name=\"{name}\"{req}{aria}>",
                    escape(label)
                );
                for (v, text) in options {
                    let sel = if v == value { " selected" } else { "" };
                    let _ = write!(html, "<option value=\"{}\"{sel}>{}</option>", escape(v), escape(text));
                }
                html.push_str("</select>");
                html.push_str(&err);
            }
        }
        html.push_str("</div>");
    }
    let submit = match form {
        PlainForm::Booking => tx.t("booking-submit"),
        PlainForm::Inquiry => tx.t("inquiry-submit"),
    };
    let _ = write!(html, "<button type=\"submit\">{}</button></form>", escape(&submit));
    html
}

const STYLE: &str = "body{font:16px/1.6 system-ui,sans-serif;margin:0;color:#0f172a;background:#fff}\
main{max-width:40rem;margin:0 auto;padding:1.5rem}.field{display:grid;gap:.25rem;margin:1rem 0}\
input,select,textarea{font:inherit;padding:.5rem;border:1px solid #475569;border-radius:.375rem}\
input[type=checkbox]{justify-self:start}button{font:inherit;padding:.6rem 1.2rem;background:#0f5f8c;color:#fff;border:0;border-radius:.375rem}\
.error{color:#b91c1c;margin:0}.problems{border:2px solid #b91c1c;padding:0 1rem;border-radius:.5rem}\
.code{font:700 1.75rem/1.2 ui-monospace,monospace;letter-spacing:.05em}a{color:#0f5f8c}";

/// The whole page: 200 for a stored submission, 422 for a form with problems.
pub fn answer(catalog: &Catalog, hours: &OpeningHours, lang: Locale, form: PlainForm, outcome: Outcome) -> Response {
    let tx = Texts { catalog, lang, hours };
    let (status, title, body) = match outcome {
        Outcome::Booked(view) => {
            let code = view.code.display();
            let body = format!(
                "<h1>{}</h1><p>{}</p><p class=\"code\" dir=\"ltr\">{}</p><p>{}</p><p>{}</p><p><a href=\"{}\">{}</a></p>",
                escape(&tx.t("booking-success-title")),
                escape(&tx.t("booking-success-code-label")),
                escape(&code),
                escape(&tx.t("booking-success-keep")),
                escape(&tx.t(match view.verification {
                    Some(crate::storage::verify::Verification::Unverified) => "booking-success-verify",
                    _ => "booking-success-pending",
                })),
                escape(&localized_path(lang, "/booking-status")),
                escape(&tx.t("booking-status-link")),
            );
            (StatusCode::OK, tx.t("booking-success-title"), body)
        }
        Outcome::Sent(_) => {
            let body = format!(
                "<h1>{}</h1><p>{}</p><p><a href=\"{}\">{}</a></p>",
                escape(&tx.t("inquiry-sent-title")),
                escape(&tx.t("inquiry-sent-body")),
                escape(&localized_path(lang, "/")),
                escape(&tx.t("nav-home")),
            );
            (StatusCode::OK, tx.t("inquiry-sent-title"), body)
        }
        Outcome::Problems { problems, values } => {
            let heading = match form {
                PlainForm::Booking => tx.t("page-medical-booking-title"),
                PlainForm::Inquiry => tx.t("inquiry-title"),
            };
            let body = format!(
                "<h1>{}</h1>{}<p><a href=\"{}\">{}</a></p>",
                escape(&heading),
                render_form(&tx, form, &problems, &values),
                escape(&localized_path(lang, page_path(form))),
                escape(&heading),
            );
            (StatusCode::UNPROCESSABLE_ENTITY, heading, body)
        }
    };
    page(lang, status, &title, &body)
}

/// A whole server-rendered page in `lang` (right to left in ar): `title`, and `body` already escaped.
///
/// Referrer policy `same-origin`: a page opened from a link with a token in it (the e-mail
/// verification page) never hands its address to another site, while its own form posts keep their
/// real `Origin`. `no-referrer` would make a browser send `Origin: null` on them, which the
/// cross-site check refuses where the browser sends no `Sec-Fetch-Site` (Safari before 16.4).
pub(super) fn page(lang: Locale, status: StatusCode, title: &str, body: &str) -> Response {
    page_with_head(lang, status, title, "", body)
}

/// [`page`] with more in its head (a page's own styles and script, already safe HTML).
pub(super) fn page_with_head(lang: Locale, status: StatusCode, title: &str, head: &str, body: &str) -> Response {
    let dir = if profile(lang).direction == Direction::Rtl { "rtl" } else { "ltr" };
    let html = format!(
        "<!doctype html><html lang=\"{}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"robots\" content=\"noindex\">\
         <meta name=\"referrer\" content=\"same-origin\">\
         <title>{}</title><style>{STYLE}</style>{head}</head><body><main id=\"main-content\">{body}</main></body></html>",
        lang.tag(),
        escape(title),
    );
    let mut res = (status, html).into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}
