//! The booking and inquiry forms when scripts fail (blocked, an old browser, the WASM not loaded):
//! the prerendered forms post `application/x-www-form-urlencoded` here. The same core checks them, the
//! same writer stores them, and the patient gets a page in their language: the confirmation, or the
//! form again with every problem named and every typed value kept.

use super::plain_page::{self, Outcome, PlainForm};
use crate::http::client_addr::ClientAddr;
use crate::http::error::AppError;
use crate::state::AppState;
use crate::storage::job::{Done, Idem, Job};
use crate::storage::now_ms;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap};
use axum::response::Response;
use clinic_core::lang::Locale;
use clinic_core::validate::{validate_booking_in, validate_inquiry, BookingRequest, FieldError, InquiryRequest};
use sha2::{Digest, Sha256};
use std::collections::HashMap;

/// The posted fields (a repeated name keeps its last value, as a form never repeats one).
pub(super) struct Posted(HashMap<String, String>);

impl Posted {
    fn parse(body: &[u8]) -> Posted {
        Posted(url::form_urlencoded::parse(body).into_owned().collect())
    }
    pub(super) fn text(&self, name: &str) -> String {
        self.0.get(name).cloned().unwrap_or_default()
    }
    fn optional(&self, name: &str) -> Option<String> {
        self.0.get(name).filter(|v| !v.trim().is_empty()).cloned()
    }
    /// A checkbox counts as ticked when the browser sent it at all (its value is "on" by default).
    fn ticked(&self, name: &str) -> bool {
        self.0.get(name).is_some_and(|v| !v.is_empty())
    }
    /// The page's language: the form's hidden `lang`, else the default.
    pub(super) fn locale(&self) -> Locale {
        Locale::from_exact_tag(&self.text("lang")).filter(|l| l.is_site()).unwrap_or(Locale::DEFAULT)
    }
}

/// Cross-site posts are refused: a browser names where a form came from (Sec-Fetch-Site, else
/// Origin), and only this site's own pages may post here. Clients that send neither are not
/// browsers, so no visitor's cookies or session ride along with them.
pub(super) fn same_site(headers: &HeaderMap) -> bool {
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        return matches!(site, "same-origin" | "none");
    }
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else { return true };
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or("");
    url::Url::parse(origin).ok().is_some_and(|u| {
        let port = u.port().map(|p| format!(":{p}")).unwrap_or_default();
        !host.is_empty() && format!("{}{port}", u.host_str().unwrap_or("")) == host
    })
}

/// A same-site form post's fields; other media types and cross-site posts are refused.
pub(super) fn form_body(headers: &HeaderMap, body: &[u8]) -> Result<Posted, AppError> {
    let kind = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    if !kind.split(';').next().is_some_and(|k| k.trim().eq_ignore_ascii_case("application/x-www-form-urlencoded")) {
        return Err(AppError::UnsupportedMediaType);
    }
    if !same_site(headers) {
        return Err(AppError::Forbidden);
    }
    Ok(Posted::parse(body))
}

/// A resent form (the back button, a double click) finds the first answer: the key is the form and
/// its exact content, so only the same patient sending the same answers again meets it.
fn idem_for(form: &str, body: &[u8]) -> Idem {
    let digest = hex::encode(Sha256::digest([form.as_bytes(), b"\0", body].concat()));
    Idem { key: format!("plain-form:{digest}"), fingerprint: digest }
}

/// `companions` arrives as text; anything but a whole number is refused by the core's own rule.
fn companions(posted: &Posted) -> Option<i32> {
    posted.optional("companions").map(|v| v.trim().parse::<i32>().unwrap_or(i32::MIN))
}

/// The booking form without scripts.
#[tracing::instrument(skip_all)]
pub async fn booking(
    State(app): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let posted = form_body(&headers, &body)?;
    let lang = posted.locale();
    let request = BookingRequest {
        name: posted.text("name"),
        phone: posted.text("phone"),
        email: posted.text("email"),
        branch: posted.text("branch"),
        preferred_date: posted.text("preferredDate"),
        preferred_time: posted.text("preferredTime"),
        tumor_type: posted.text("tumorType"),
        location: posted.optional("location"),
        size: posted.optional("size"),
        message: posted.optional("message"),
        interpreter: posted.optional("interpreter"),
        companions: companions(&posted),
        terms_accepted: posted.ticked("termsAccepted"),
        lang: lang.tag().to_string(),
        // Only a script can ask the browser for its time zone: reminders show clinic time alone.
        time_zone: None,
    };
    let problems = match validate_booking_in(&app.clinic.hours(), &request, now_ms()) {
        Ok(booking) => {
            let job = super::bookings::booking_job(&app, booking, client);
            match app.writer.submit(job, Some(idem_for("booking", &body))).await.map_err(AppError::from) {
                Ok(written) => match written.done {
                    Done::BookingCreated(view) => {
                        return Ok(plain_page::answer(
                            &app.catalog,
                            &app.clinic.hours(),
                            lang,
                            PlainForm::Booking,
                            Outcome::Booked(view),
                        ))
                    }
                    _ => return Err(AppError::Internal("a booking form stored something else".into())),
                },
                Err(AppError::SlotFull) => vec![FieldError::new("preferredTime", "slot_full")],
                Err(e @ (AppError::TooManyOpenBookings | AppError::TooManyOpenBookingsOnNetwork)) => e.fields(),
                Err(other) => return Err(other),
            }
        }
        Err(problems) => problems,
    };
    let values = posted.0;
    Ok(plain_page::answer(
        &app.catalog,
        &app.clinic.hours(),
        lang,
        PlainForm::Booking,
        Outcome::Problems { problems, values },
    ))
}

/// The inquiry form without scripts.
#[tracing::instrument(skip_all)]
pub async fn inquiry(State(app): State<AppState>, headers: HeaderMap, body: Bytes) -> Result<Response, AppError> {
    let posted = form_body(&headers, &body)?;
    let lang = posted.locale();
    let request = InquiryRequest {
        name: posted.text("name"),
        email: posted.text("email"),
        phone: posted.optional("phone"),
        subject: posted.text("subject"),
        message: posted.text("message"),
        inquiry_type: posted.text("inquiryType"),
        // The site's own form shows the privacy-notice box: an unticked box is a refusal, not an old client.
        terms_accepted: Some(posted.ticked("termsAccepted")),
        lang: lang.tag().to_string(),
    };
    let problems = match validate_inquiry(&request) {
        Ok(inquiry) => {
            let notify_staff = app.config.staff_emails.for_branch(None).is_some();
            let written =
                app.writer.submit(Job::Inquiry { inquiry, notify_staff }, Some(idem_for("inquiry", &body))).await?;
            return Ok(plain_page::answer(
                &app.catalog,
                &app.clinic.hours(),
                lang,
                PlainForm::Inquiry,
                Outcome::Sent(written.done),
            ));
        }
        Err(problems) => problems,
    };
    let values = posted.0;
    Ok(plain_page::answer(
        &app.catalog,
        &app.clinic.hours(),
        lang,
        PlainForm::Inquiry,
        Outcome::Problems { problems, values },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn only_the_sites_own_pages_may_post() {
        assert!(same_site(&headers(&[("sec-fetch-site", "same-origin")])));
        assert!(!same_site(&headers(&[("sec-fetch-site", "cross-site")])));
        assert!(!same_site(&headers(&[("sec-fetch-site", "same-site")])));
        assert!(same_site(&headers(&[("origin", "http://127.0.0.1:8080"), ("host", "127.0.0.1:8080")])));
        assert!(!same_site(&headers(&[("origin", "https://evil.example"), ("host", "127.0.0.1:8080")])));
        assert!(!same_site(&headers(&[("origin", "null"), ("host", "127.0.0.1:8080")])));
        assert!(same_site(&headers(&[])));
    }

    #[test]
    fn companions_that_are_not_a_number_reach_the_core_as_out_of_range() {
        let p = Posted::parse(b"companions=two");
        assert_eq!(companions(&p), Some(i32::MIN));
        assert_eq!(companions(&Posted::parse(b"companions=3")), Some(3));
        assert_eq!(companions(&Posted::parse(b"companions=")), None);
    }
}
