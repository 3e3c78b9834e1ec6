//! The aftercare page of a completed booking, `/forms/aftercare`: the aftercare sheet for the
//! procedure, "How is the wound?" (all fine, I have a question, something worries me) and the
//! follow-up or stitch removal, booked with one tap on a free time `FOLLOW_UP_DAYS` (7–14 days) after the
//! operation at the booking's branch. Server-rendered in the booking's language (right to left in
//! ar), it needs no script and no password: the link is the capability (`storage::visit_links`,
//! purpose aftercare, working for `AFTERCARE_DAYS` after the operation). Opening it (GET) changes
//! nothing; the forms' POSTs act, through the writer (`storage::aftercare_answers`, `Job::Booking`).
//!
//! A worry shows, at once and on top, the branch's phone number (a `tel:` link) and when to call an
//! ambulance or go to an emergency department instead of waiting: the answer reaches the staff's
//! triage queue, but nobody may read it before the patient needs help.

use super::availability::{open_slots, Slot};
use super::plain_forms::{self, Posted};
use super::plain_page::{self, escape as e};
use super::verify::summary;
use crate::http::client_addr::ClientAddr;
use crate::http::error::AppError;
use crate::http::extract::ApiQuery;
use crate::site::sheets::{self, Which};
use crate::state::AppState;
use crate::storage::aftercare_answers::{self, AftercareRow, AnswerContext, Claim, Claimed, FollowUp};
use crate::storage::job::{BookingView, Done, Idem, Job, Refused, WriteError, STAFF_LANG};
use crate::storage::now_ms;
use crate::storage::queries::{self, BookingRow};
use crate::storage::visit_links::{self, Purpose, Refusal, AFTERCARE_DAYS};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use clinic_core::code::ConfirmationCode;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::format::{format_date, format_time};
use clinic_core::i18n::Arg;
use clinic_core::intake::{WorrySign, WoundAnswer};
use clinic_core::lang::{localized_path, Locale};
use clinic_core::model::Branch;
use clinic_core::validate::{
    validate_aftercare, validate_booking_in, Aftercare, AftercareRequest, BookingRequest, FieldError,
};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::fmt::Write;

/// The link's query.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct AftercareQuery {
    /// The signed token of the link in the aftercare message.
    pub token: String,
    /// The page's language (the booking's when absent).
    pub lang: Option<String>,
}

/// The most free times offered on one day, spread from morning to evening: a short list a patient
/// can scan on a phone. Other times are a call (or the booking form) away.
pub const TIMES_PER_DAY: usize = 4;

/// The page's own styles, beside the plain pages' (logical properties: the same in ar).
const STYLE: &str = "<style>fieldset{border:1px solid #94a3b8;border-radius:.375rem;padding:.5rem 1rem}\
.choice{display:flex;gap:.5rem;align-items:center;margin:.35rem 0}.slots{display:flex;flex-wrap:wrap;gap:.5rem}\
.urgent{border:3px solid #b91c1c;background:#fef2f2;border-radius:.5rem;padding:0 1rem;margin:1rem 0}\
.urgent h2{color:#991b1b}.phone{font:700 1.75rem/1.2 ui-monospace,monospace;margin:.25rem 0}\
.done{border-inline-start:4px solid #15803d;padding-inline-start:.75rem}</style>";

/// An aftercare link's booking, as it stands.
struct Visit {
    row: BookingRow,
    aftercare: AftercareRow,
    token: String,
}

/// Why the page shows no booking.
enum NoVisit {
    /// Past its days; the booking's branch, when the booking is still there.
    Expired(Option<Branch>),
    /// Not a link this server signed, or its booking is gone.
    Unknown,
}

async fn open(app: &AppState, token: &str) -> Result<Result<Visit, NoVisit>, AppError> {
    let key = visit_links::key(&app.db).await?;
    let link = match visit_links::check(&key, Purpose::Aftercare, token, now_ms()) {
        Ok(link) => link,
        Err(Refusal::Forged) => return Ok(Err(NoVisit::Unknown)),
        Err(Refusal::Expired(link)) => {
            let branch = match ConfirmationCode::parse(&link.code) {
                Some(code) => queries::find_booking(&app.db.pool, &code).await?.map(|r| r.branch),
                None => None,
            };
            return Ok(Err(NoVisit::Expired(branch)));
        }
    };
    let Some(code) = ConfirmationCode::parse(&link.code) else { return Ok(Err(NoVisit::Unknown)) };
    let Some(row) = queries::find_booking(&app.db.pool, &code).await? else { return Ok(Err(NoVisit::Unknown)) };
    let Some(aftercare) = aftercare_answers::find(&app.db.pool, code.canonical()).await? else {
        return Ok(Err(NoVisit::Unknown));
    };
    Ok(Ok(Visit { row, aftercare, token: token.trim().to_string() }))
}

/// The page's language: the one asked for, else the booking's, else the site's default.
fn page_lang(asked: Option<&str>, row: Option<&BookingRow>) -> Locale {
    let site = |tag: &str| Locale::from_exact_tag(tag.trim()).filter(|l| l.is_site());
    asked.and_then(site).or_else(|| row.and_then(|r| site(&r.lang))).unwrap_or(Locale::DEFAULT)
}

/// What the page says on top of itself.
enum Said {
    Nothing,
    Fine,
    Question,
    Worry,
    /// The answer's problems, with what the patient chose and typed.
    Problems {
        problems: Vec<FieldError>,
        kept: AftercareRequest,
    },
    /// The follow-up just booked.
    Booked(BookingView),
    /// Why the chosen time could not be booked (`slot`: `slot_full`, `date_closed`, …).
    SlotProblem(FieldError),
    /// The booking's details no longer pass today's rules: the branch books it by phone.
    CallToBook,
}

/// The aftercare page: the sheet, the wound check and the follow-up's free times. Changes nothing.
#[utoipa::path(get, path = "/forms/aftercare", tag = "aftercare", operation_id = "aftercarePage",
    params(AftercareQuery),
    responses((status = 200, content_type = "text/html", description = "The aftercare sheet, \"How is the wound?\" and the follow-up's free times", body = String),
        (status = 404, content_type = "text/html", description = "not an aftercare link this server signed (altered, forged), or its booking is gone", body = String),
        (status = 410, content_type = "text/html", description = "the link's days after the operation are over", body = String),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn page(State(app): State<AppState>, ApiQuery(q): ApiQuery<AftercareQuery>) -> Result<Response, AppError> {
    match open(&app, &q.token).await? {
        Ok(visit) => {
            let lang = page_lang(q.lang.as_deref(), Some(&visit.row));
            render(&app, lang, &visit, Said::Nothing).await
        }
        Err(refused) => Ok(refused_page(&app, page_lang(q.lang.as_deref(), None), refused)),
    }
}

/// The repeated values of a form field (checkboxes).
fn all_of(body: &[u8], name: &str) -> Vec<String> {
    url::form_urlencoded::parse(body).filter(|(k, _)| k == name).map(|(_, v)| v.into_owned()).collect()
}

fn posted_lang(posted: &Posted, row: &BookingRow) -> Locale {
    page_lang(Some(&posted.text("lang")), Some(row))
}

/// The patient's answer to "How is the wound?".
#[utoipa::path(post, path = "/forms/aftercare", tag = "aftercare", operation_id = "aftercareAnswer",
    request_body(content_type = "application/x-www-form-urlencoded",
        description = "`token`, `lang`, `answer` (fine | question | worry), `question` (with question), `signs` repeated (with worry: bleeding | fever | redness | pus | severe_pain)",
        content = String),
    responses((status = 200, content_type = "text/html", description = "Stored: thanks (fine); \"we will answer by e-mail\" (question: an inquiry thread is opened); the branch's phone and when to seek emergency care, on top (worry)", body = String),
        (status = 403, description = "a post from another site"),
        (status = 404, content_type = "text/html", description = "not an aftercare link this server signed", body = String),
        (status = 410, content_type = "text/html", description = "the link's days are over", body = String),
        (status = 413, description = "too large"), (status = 415, description = "not a form post"),
        (status = 422, content_type = "text/html", description = "the form again with translated field problems (`answer` required or invalid_choice, `question` required or too long, `signs` invalid_choice); nothing stored", body = String),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn answer(State(app): State<AppState>, headers: HeaderMap, body: Bytes) -> Result<Response, AppError> {
    let posted = plain_forms::form_body(&headers, &body)?;
    let visit = match open(&app, &posted.text("token")).await? {
        Ok(visit) => visit,
        Err(refused) => return Ok(refused_page(&app, page_lang(Some(&posted.text("lang")), None), refused)),
    };
    let lang = posted_lang(&posted, &visit.row);
    let question = posted.text("question");
    let request = AftercareRequest {
        answer: posted.text("answer"),
        signs: all_of(&body, "signs"),
        question: (!question.trim().is_empty()).then_some(question),
    };
    let answer = match validate_aftercare(&request) {
        Ok(answer) => answer,
        Err(problems) => return render(&app, lang, &visit, Said::Problems { problems, kept: request }).await,
    };
    let booking_lang = page_lang(Some(&visit.row.lang), None);
    let subject = text(&app, booking_lang, "aftercare-question-subject", &[("code", visit.row.code.display())]);
    // The inquiry's alert goes where inquiries' alerts go (no branch: `StaffInquiry`).
    let notify_staff = app.config.staff_emails.for_branch(None).is_some();
    let (aftercare, stored) = (visit.aftercare.clone(), answer.clone());
    let recorded = app
        .writer
        .transact(move |conn| {
            Box::pin(async move {
                let ctx = AnswerContext { aftercare: &aftercare, question_subject: &subject, notify_staff };
                Ok(aftercare_answers::record(conn, &ctx, &stored, now_ms()).await?)
            })
        })
        .await?;
    if recorded.is_none() {
        return Ok(refused_page(&app, lang, NoVisit::Unknown));
    }
    let said = match answer {
        Aftercare::Fine => Said::Fine,
        Aftercare::Question(_) => Said::Question,
        Aftercare::Worry(_) => Said::Worry,
    };
    render(&app, lang, &visit, said).await
}

/// The follow-up as the page shows it.
enum FollowUpShown {
    /// None counts (none booked, or the one booked is no longer ahead: cancelled, past): the page offers times.
    Open,
    /// Being booked by another tap or tab: the page says so and offers nothing.
    InProgress,
    /// The follow-up booked here, still ahead.
    Booked(Box<BookingRow>),
}

/// Where the follow-up stands, for the page.
async fn current_follow_up(app: &AppState, aftercare: &AftercareRow) -> Result<FollowUpShown, AppError> {
    let mut conn = app.db.pool.acquire().await?;
    let code = match aftercare_answers::follow_up(&mut conn, aftercare, now_ms()).await? {
        FollowUp::Open => return Ok(FollowUpShown::Open),
        FollowUp::InProgress => return Ok(FollowUpShown::InProgress),
        FollowUp::Booked(code) => code,
    };
    drop(conn);
    let Some(code) = ConfirmationCode::parse(&code) else { return Ok(FollowUpShown::Open) };
    Ok(match queries::find_booking(&app.db.pool, &code).await? {
        Some(row) => FollowUpShown::Booked(Box::new(row)),
        None => FollowUpShown::Open,
    })
}

/// What booking the follow-up under a claim came to.
enum FollowUpBooking {
    /// Booked now.
    Booked(BookingView),
    /// Booked (or being booked) by another request: nothing was booked.
    Taken,
    /// The operated booking is gone (erased).
    Gone,
    /// The chosen time could not be booked (`slot`: `slot_full`, `date_closed`, …); the claim is
    /// released, so the page offers times again.
    Refused(FieldError),
}

/// Claims the follow-up, books it and ends the claim (see `storage::aftercare_answers`): one
/// follow-up however many taps, tabs or instances. Run as a task of its own, so a patient who
/// closes the page midway cannot leave the claim half done.
async fn book_follow_up(app: AppState, code: String, job: Job, slot: String) -> Result<FollowUpBooking, AppError> {
    let claim = Claim::new(now_ms());
    let (c, cl) = (code.clone(), claim.clone());
    let claimed = app
        .writer
        .transact(move |conn| {
            Box::pin(async move { Ok(aftercare_answers::claim_follow_up(conn, &c, &cl, now_ms()).await?) })
        })
        .await?;
    match claimed {
        Claimed::Claimed => {}
        Claimed::Taken => return Ok(FollowUpBooking::Taken),
        Claimed::Gone => return Ok(FollowUpBooking::Gone),
    }
    // The key names the claim: it is the job's durable record of what it booked, which settles a
    // claim whose request died before ending it. (A second tap never gets this far: it finds the claim.)
    let fingerprint = hex::encode(Sha256::digest(format!("{code}\0{}\0{slot}", claim.nonce)));
    let idem = Idem { key: claim.key(&code), fingerprint };
    let refused = match app.writer.submit(job, Some(idem)).await {
        Ok(written) => match written.done {
            Done::BookingCreated(view) => {
                let (c, cl, booked) = (code, claim, view.code.canonical().to_string());
                let stood = app
                    .writer
                    .transact(move |conn| {
                        Box::pin(async move { Ok(aftercare_answers::booked_follow_up(conn, &c, &cl, &booked).await?) })
                    })
                    .await?;
                if !stood {
                    tracing::warn!("a follow-up was booked after its operated booking was erased");
                }
                return Ok(FollowUpBooking::Booked(view));
            }
            _ => return Err(AppError::Internal("a follow-up booking stored something else".into())),
        },
        Err(WriteError::Refused(refused)) => refused,
        // Maybe stored, maybe not: the claim stays until its key settles it.
        Err(other) => return Err(other.into()),
    };
    let (c, cl) = (code, claim);
    app.writer
        .transact(move |conn| Box::pin(async move { Ok(aftercare_answers::release_follow_up(conn, &c, &cl).await?) }))
        .await?;
    let problem = match refused {
        Refused::SlotFull => "slot_full",
        Refused::SlotClosed => "date_closed",
        Refused::TooManyOpenBookings => "too_many_open_bookings",
        Refused::TooManyOpenBookingsOnNetwork => "too_many_open_bookings_network",
        other => return Err(WriteError::Refused(other).into()),
    };
    Ok(FollowUpBooking::Refused(FieldError::new("slot", problem)))
}

/// Books the follow-up at the chosen time: a new booking with the operated booking's patient,
/// branch, kind of lump and language, through the public booking path. One follow-up however many
/// taps: the booking is made under a claim on the `aftercare` row ([`book_follow_up`]). A follow-up
/// no longer ahead (cancelled later, past) counts as none: the page offers times again.
#[utoipa::path(post, path = "/forms/aftercare/follow-up", tag = "aftercare", operation_id = "aftercareFollowUp",
    request_body(content_type = "application/x-www-form-urlencoded",
        description = "`token`, `lang`, `slot` (`YYYY-MM-DD HH:mm`, clinic time, one of the times the page offers)", content = String),
    responses((status = 200, content_type = "text/html", description = "Booked: its code, day and time. Or, booking nothing: the follow-up booked before while still ahead, or the one another tap is booking right now", body = String),
        (status = 403, description = "a post from another site"),
        (status = 404, content_type = "text/html", description = "not an aftercare link this server signed", body = String),
        (status = 409, content_type = "text/html", description = "`slot_full`, or the patient's open bookings are at their limit: the page again with the error and fresh times", body = String),
        (status = 410, content_type = "text/html", description = "the link's days are over", body = String),
        (status = 413, description = "too large"), (status = 415, description = "not a form post"),
        (status = 422, content_type = "text/html", description = "a time not offered (`slot` invalid_choice), passed (`date_past`) or closed (`date_closed`): the page again with the error", body = String),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn follow_up(
    State(app): State<AppState>,
    client: ClientAddr,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let posted = plain_forms::form_body(&headers, &body)?;
    let visit = match open(&app, &posted.text("token")).await? {
        Ok(visit) => visit,
        Err(refused) => return Ok(refused_page(&app, page_lang(Some(&posted.text("lang")), None), refused)),
    };
    let lang = posted_lang(&posted, &visit.row);
    let mut visit = visit;
    if aftercare_answers::abandoned_claim(visit.aftercare.follow_up_code.as_deref(), now_ms()) {
        // A claim whose request died midway: settled for good (the booking it made, or none) while its
        // booking job's key can still tell.
        let code = visit.row.code.canonical().to_string();
        let c = code.clone();
        app.writer
            .transact(move |conn| {
                Box::pin(async move { Ok(aftercare_answers::settle_follow_up(conn, &c, now_ms()).await?) })
            })
            .await?;
        match aftercare_answers::find(&app.db.pool, &code).await? {
            Some(aftercare) => visit.aftercare = aftercare,
            None => return Ok(refused_page(&app, lang, NoVisit::Unknown)),
        }
    }
    if !matches!(current_follow_up(&app, &visit.aftercare).await?, FollowUpShown::Open) {
        return render(&app, lang, &visit, Said::Nothing).await;
    }
    let slot = posted.text("slot");
    let (first, last) = aftercare_answers::follow_up_days(visit.aftercare.completed_at);
    let chosen = slot
        .trim()
        .split_once(' ')
        .and_then(|(d, t)| Some((Date::parse(d)?, TimeOfDay::parse(t)?)))
        .filter(|(d, _)| *d >= first && *d <= last);
    let Some((date, time)) = chosen else {
        return render(&app, lang, &visit, Said::SlotProblem(FieldError::new("slot", "invalid_choice"))).await;
    };
    let code = visit.row.code.canonical().to_string();
    let Some(patient) = aftercare_answers::follow_up_patient(&app.db.pool, &code).await? else {
        return Ok(refused_page(&app, lang, NoVisit::Unknown));
    };
    // Written in the clinic's language: it is a note for the staff who see the booking.
    let staff_lang = Locale::from_exact_tag(STAFF_LANG).unwrap_or(Locale::DEFAULT);
    let note = text(&app, staff_lang, "aftercare-follow-up-note", &[("code", visit.row.code.display())]);
    let request = BookingRequest {
        name: patient.name,
        phone: patient.phone,
        email: patient.email,
        branch: patient.branch.as_str().to_string(),
        preferred_date: date.to_string(),
        preferred_time: time.to_string(),
        tumor_type: patient.tumor_type,
        location: None,
        size: None,
        message: Some(note),
        interpreter: patient.interpreter,
        companions: None,
        // Accepted with the first booking; the page says this booking is made on the same terms.
        terms_accepted: true,
        lang: patient.lang,
        time_zone: patient.time_zone,
    };
    let booking = match validate_booking_in(&app.clinic.hours(), &request, now_ms()) {
        Ok(booking) => booking,
        Err(problems) => {
            let said =
                match problems.into_iter().find(|p| matches!(p.field.as_str(), "preferredDate" | "preferredTime")) {
                    Some(p) => Said::SlotProblem(FieldError::new("slot", &p.code)),
                    None => Said::CallToBook,
                };
            return render(&app, lang, &visit, said).await;
        }
    };
    let mut job = super::bookings::booking_job(&app, booking, client);
    if let Job::Booking { verify_hold_ms, .. } = &mut job {
        // No e-mail check: the link came to the booking's own address or chat, for a visit the
        // patient attended.
        *verify_hold_ms = None;
    }
    let booked = tokio::spawn(book_follow_up(app.clone(), code.clone(), job, format!("{date} {time}")))
        .await
        .map_err(|e| AppError::Internal(format!("the follow-up's booking stopped: {e}")))??;
    let said = match booked {
        FollowUpBooking::Booked(view) => Said::Booked(view),
        FollowUpBooking::Refused(problem) => Said::SlotProblem(problem),
        FollowUpBooking::Gone => return Ok(refused_page(&app, lang, NoVisit::Unknown)),
        FollowUpBooking::Taken => Said::Nothing,
    };
    // The page as it stands now: the follow-up just booked, or the one another tap booked (or is booking).
    match aftercare_answers::find(&app.db.pool, &code).await? {
        Some(aftercare) => visit.aftercare = aftercare,
        None => return Ok(refused_page(&app, lang, NoVisit::Unknown)),
    }
    render(&app, lang, &visit, said).await
}

fn text(app: &AppState, lang: Locale, key: &str, args: &[(&str, String)]) -> String {
    let args: Vec<(String, Arg)> = args.iter().map(|(k, v)| (k.to_string(), Arg::Str(v.clone()))).collect();
    crate::messaging::calendar::text(&app.catalog, lang, key, &args)
}

/// Up to `n` of `times`, spread evenly from the first to the last.
fn spread<T>(times: Vec<T>, n: usize) -> Vec<T> {
    let len = times.len();
    if len <= n || n < 2 {
        return times.into_iter().take(n.max(1)).collect();
    }
    let picked: Vec<usize> = (0..n).map(|i| i * (len - 1) / (n - 1)).collect();
    times.into_iter().enumerate().filter(|(i, _)| picked.contains(i)).map(|(_, t)| t).collect()
}

/// The follow-up's free times at the booking's branch, by day, each day's spread over the day.
async fn follow_up_slots(app: &AppState, visit: &Visit) -> Result<Vec<(Date, Vec<Slot>)>, AppError> {
    let (first, last) = aftercare_answers::follow_up_days(visit.aftercare.completed_at);
    let free: Vec<Slot> = open_slots(app, visit.row.branch, first, last, now_ms())
        .await?
        .into_iter()
        .filter(|s| s.remaining > 0)
        .collect();
    let mut days: Vec<(Date, Vec<Slot>)> = Vec::new();
    for slot in free {
        let Some(date) = Date::parse(&slot.date) else { continue };
        match days.last_mut() {
            Some((d, slots)) if *d == date => slots.push(slot),
            _ => days.push((date, vec![slot])),
        }
    }
    Ok(days.into_iter().map(|(d, slots)| (d, spread(slots, TIMES_PER_DAY))).collect())
}

/// The problem's message: the form's own wording when it has one (`validation-<code>-aftercare-<field>`).
fn problem_text(app: &AppState, lang: Locale, p: &FieldError) -> String {
    let args: Vec<(String, Arg)> = p.params.iter().map(|(k, v)| (k.clone(), Arg::Num(*v as f64))).collect();
    let own = format!("validation-{}-aftercare-{}", p.code, p.field);
    if app.catalog.has(lang, &own) {
        return crate::messaging::calendar::text(&app.catalog, lang, &own, &args);
    }
    crate::messaging::calendar::text(&app.catalog, lang, &format!("validation-{}", p.code), &args)
}

/// The branch's phone as a paragraph with its `tel:` link, and the number from abroad.
fn phone_lines(app: &AppState, lang: Locale, branch: Branch, big: bool) -> String {
    let t = |key: &str| text(app, lang, key, &[]);
    let name = t(&format!("email-branch-{}", branch.as_str()));
    let Some(phone) = app.clinic.phone(branch) else {
        return format!("<p>{}</p>", e(&text(app, lang, "aftercare-call-branch", &[("branch", name)])));
    };
    let class = if big { " class=\"phone\"" } else { "" };
    format!(
        "<p>{}</p><p{class}><a href=\"{}\" dir=\"ltr\">{}</a></p><p>{} <a href=\"{}\" dir=\"ltr\">{}</a></p>",
        e(&text(app, lang, "aftercare-call-branch", &[("branch", name)])),
        e(&phone.tel()),
        e(&phone.local),
        e(&t("aftercare-call-abroad")),
        e(&phone.tel()),
        e(&phone.international),
    )
}

/// When not to wait for the clinic: the signs that need an ambulance or an emergency department.
fn emergency(app: &AppState, lang: Locale, heading: &str) -> String {
    let t = |key: &str| text(app, lang, key, &[]);
    let mut html = format!("<{heading}>{}</{heading}><ul>", e(&t("aftercare-emergency-title")));
    for sign in ["bleeding", "fever", "breathing", "faint"] {
        let _ = write!(html, "<li>{}</li>", e(&t(&format!("aftercare-emergency-{sign}"))));
    }
    let _ = write!(
        html,
        "</ul><p>{}</p><p class=\"phone\"><a href=\"tel:119\">{}</a></p><p>{}</p>",
        e(&t("aftercare-emergency-call")),
        e(&t("aftercare-emergency-call-119")),
        e(&t("aftercare-emergency-closed")),
    );
    html
}

/// The wound check's form, with what the patient chose and typed, and each problem beside its field.
fn wound_form(app: &AppState, lang: Locale, visit: &Visit, problems: &[FieldError], kept: &AftercareRequest) -> String {
    let t = |key: &str| text(app, lang, key, &[]);
    let problem = |field: &str| problems.iter().find(|p| p.field == field);
    let error = |field: &str| {
        problem(field)
            .map(|p| format!("<p class=\"error\" id=\"e-{field}\">{}</p>", e(&problem_text(app, lang, p))))
            .unwrap_or_default()
    };
    let invalid = |field: &str| {
        if problem(field).is_some() {
            format!(" aria-invalid=\"true\" aria-describedby=\"e-{field}\"")
        } else {
            String::new()
        }
    };
    let label = |field: &str| match field {
        "question" => t("aftercare-question-label"),
        "signs" => t("aftercare-signs-legend"),
        _ => t("aftercare-answer-legend"),
    };
    let mut html = String::new();
    if !problems.is_empty() {
        let count = Arg::Num(problems.len() as f64);
        let _ = write!(
            html,
            "<div role=\"alert\" class=\"problems\" tabindex=\"-1\" id=\"problems\"><h3>{}</h3><ul>",
            e(&crate::messaging::calendar::text(&app.catalog, lang, "validation-summary", &[("count".into(), count)]))
        );
        for p in problems {
            let _ = write!(
                html,
                "<li><a href=\"#f-{}\">{}: {}</a></li>",
                e(&p.field),
                e(&label(&p.field)),
                e(&problem_text(app, lang, p))
            );
        }
        html.push_str("</ul></div>");
    }
    let _ = write!(
        html,
        "<form method=\"post\" action=\"/forms/aftercare\"><input type=\"hidden\" name=\"token\" value=\"{}\">\
         <input type=\"hidden\" name=\"lang\" value=\"{}\">",
        e(&visit.token),
        lang.tag()
    );
    let _ = write!(
        html,
        "<fieldset class=\"field\"><legend>{}</legend>{}",
        e(&t("aftercare-answer-legend")),
        error("answer")
    );
    for (n, answer) in WoundAnswer::ALL.iter().enumerate() {
        let id = if n == 0 { "f-answer".to_string() } else { format!("f-answer-{}", answer.as_str()) };
        let checked = if kept.answer == answer.as_str() { " checked" } else { "" };
        let _ = write!(
            html,
            "<div class=\"choice\"><input type=\"radio\" id=\"{id}\" name=\"answer\" value=\"{}\"{checked} required{}> <label for=\"{id}\">{}</label></div>",
            answer.as_str(),
            invalid("answer"),
            e(&t(&format!("aftercare-answer-{}", answer.as_str()))),
        );
    }
    html.push_str("</fieldset>");
    let _ = write!(
        html,
        "<div class=\"field\"><label for=\"f-question\">{}</label><textarea id=\"f-question\" name=\"question\" rows=\"4\" dir=\"auto\"{}>{}</textarea>{}</div>",
        e(&t("aftercare-question-label")),
        invalid("question"),
        e(kept.question.as_deref().unwrap_or("")),
        error("question"),
    );
    let _ = write!(
        html,
        "<fieldset class=\"field\"><legend>{}</legend>{}",
        e(&t("aftercare-signs-legend")),
        error("signs")
    );
    for (n, sign) in WorrySign::ALL.iter().enumerate() {
        let id = if n == 0 { "f-signs".to_string() } else { format!("f-signs-{}", sign.as_str()) };
        let checked = if kept.signs.iter().any(|s| s == sign.as_str()) { " checked" } else { "" };
        let _ = write!(
            html,
            "<div class=\"choice\"><input type=\"checkbox\" id=\"{id}\" name=\"signs\" value=\"{}\"{checked}{}> <label for=\"{id}\">{}</label></div>",
            sign.as_str(),
            invalid("signs"),
            e(&t(&format!("aftercare-sign-{}", sign.as_str()))),
        );
    }
    let _ = write!(
        html,
        "</fieldset><p>{}</p><button type=\"submit\">{}</button></form>",
        e(&t("aftercare-answer-privacy")),
        e(&t("aftercare-send"))
    );
    html
}

/// The follow-up section: the follow-up booked, or the free times as buttons, or whom to call.
async fn follow_up_section(
    app: &AppState,
    lang: Locale,
    visit: &Visit,
    problem: Option<&FieldError>,
) -> Result<String, AppError> {
    let t = |key: &str| text(app, lang, key, &[]);
    let branch = t(&format!("email-branch-{}", visit.row.branch.as_str()));
    let mut html = format!("<h2 id=\"follow-up\">{}</h2>", e(&t("aftercare-follow-up-title")));
    let booked = match current_follow_up(app, &visit.aftercare).await? {
        FollowUpShown::Open => None,
        FollowUpShown::InProgress => {
            let _ = write!(
                html,
                "<p role=\"status\">{}</p>",
                e(&text(app, lang, "aftercare-follow-up-pending", &[("branch", branch)]))
            );
            return Ok(html);
        }
        FollowUpShown::Booked(row) => Some(row),
    };
    if let Some(booked) = booked {
        let _ = write!(
            html,
            "<p>{}</p>{}<p><a href=\"{}?code={}\">{}</a></p>",
            e(&t("aftercare-follow-up-have")),
            summary(app, lang, &booked),
            e(&localized_path(lang, "/booking-status")),
            e(booked.code.canonical()),
            e(&t("booking-status-link")),
        );
        return Ok(html);
    }
    if let Some(p) = problem {
        let _ = write!(
            html,
            "<div role=\"alert\" class=\"problems\" id=\"f-slot\" tabindex=\"-1\"><p class=\"error\">{}</p></div>",
            e(&problem_text(app, lang, p))
        );
    }
    let (first, last) = aftercare_answers::follow_up_days(visit.aftercare.completed_at);
    let today = Date::clinic_today(now_ms());
    if last < today {
        let _ = write!(html, "<p>{}</p>", e(&text(app, lang, "aftercare-follow-up-past", &[("branch", branch)])));
        return Ok(html);
    }
    let days = follow_up_slots(app, visit).await?;
    if days.is_empty() {
        let _ = write!(html, "<p>{}</p>", e(&text(app, lang, "aftercare-follow-up-none", &[("branch", branch)])));
        return Ok(html);
    }
    let _ = write!(
        html,
        "<p>{}</p><form method=\"post\" action=\"/forms/aftercare/follow-up\"><input type=\"hidden\" name=\"token\" value=\"{}\">\
         <input type=\"hidden\" name=\"lang\" value=\"{}\">",
        e(&text(
            app,
            lang,
            "aftercare-follow-up-intro",
            &[("first", format_date(lang, first)), ("last", format_date(lang, last)), ("branch", branch.clone())]
        )),
        e(&visit.token),
        lang.tag(),
    );
    for (date, slots) in days {
        let weekday = t(&format!("day-{}", ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][date.weekday().index()]));
        let day =
            text(app, lang, "aftercare-follow-up-day", &[("weekday", weekday), ("date", format_date(lang, date))]);
        let _ = write!(html, "<fieldset class=\"field\"><legend>{}</legend><div class=\"slots\">", e(&day));
        for slot in slots {
            let shown = TimeOfDay::parse(&slot.time).map(|x| format_time(lang, x)).unwrap_or(slot.time.clone());
            let _ = write!(
                html,
                "<button type=\"submit\" name=\"slot\" value=\"{} {}\" dir=\"ltr\">{}</button>",
                e(&slot.date),
                e(&slot.time),
                e(&shown)
            );
        }
        html.push_str("</div></fieldset>");
    }
    let _ = write!(
        html,
        "</form><p>{} <a href=\"{}\">{}</a></p><p>{}</p>",
        e(&t("aftercare-follow-up-terms")),
        e(&localized_path(lang, "/privacy")),
        e(&t("footer-privacy")),
        e(&text(app, lang, "aftercare-follow-up-other", &[("branch", branch)])),
    );
    Ok(html)
}

/// The whole page for a link that opens its booking.
async fn render(app: &AppState, lang: Locale, visit: &Visit, said: Said) -> Result<Response, AppError> {
    let t = |key: &str| text(app, lang, key, &[]);
    let title = t("aftercare-page-title");
    let mut status = StatusCode::OK;
    let mut html = format!("<h1>{}</h1>", e(&title));
    let no_problems = (Vec::new(), AftercareRequest::default());
    let (problems, kept) = match &said {
        Said::Problems { problems, kept } => (problems.clone(), kept.clone()),
        _ => no_problems,
    };
    let mut slot_problem = None;
    match &said {
        Said::Worry => {
            // On top and at once: whom to call now, and when not to wait for anyone.
            let _ = write!(
                html,
                "<section class=\"urgent\" aria-labelledby=\"urgent\"><div role=\"alert\"><h2 id=\"urgent\">{}</h2>{}</div>{}<p>{}</p></section>",
                e(&t("aftercare-worry-title")),
                phone_lines(app, lang, visit.row.branch, true),
                emergency(app, lang, "h3"),
                e(&t("aftercare-worry-noted")),
            );
        }
        Said::Fine => {
            let _ = write!(html, "<p role=\"status\" class=\"done\">{}</p>", e(&t("aftercare-fine-thanks")));
        }
        Said::Question => {
            let _ = write!(html, "<p role=\"status\" class=\"done\">{}</p>", e(&t("aftercare-question-sent")));
        }
        Said::Booked(view) => {
            let _ = write!(
                html,
                "<div role=\"status\" class=\"done\"><p>{}</p><p>{}</p><p class=\"code\" dir=\"ltr\">{}</p><p>{}</p></div>",
                e(&t("aftercare-follow-up-booked")),
                e(&t("booking-success-code-label")),
                e(&view.code.display()),
                e(&t("booking-success-pending")),
            );
        }
        Said::SlotProblem(p) => {
            status = match p.code.as_str() {
                "slot_full" | "too_many_open_bookings" | "too_many_open_bookings_network" => StatusCode::CONFLICT,
                _ => StatusCode::UNPROCESSABLE_ENTITY,
            };
            slot_problem = Some(p.clone());
        }
        Said::CallToBook => {
            let branch = t(&format!("email-branch-{}", visit.row.branch.as_str()));
            let _ = write!(
                html,
                "<p role=\"alert\">{}</p>",
                e(&text(app, lang, "aftercare-follow-up-call", &[("branch", branch)]))
            );
        }
        Said::Problems { .. } => status = StatusCode::UNPROCESSABLE_ENTITY,
        Said::Nothing => {}
    }
    let _ = write!(html, "<p>{}</p>{}", e(&t("aftercare-page-intro")), summary(app, lang, &visit.row));
    let _ = write!(
        html,
        "<section aria-labelledby=\"wound\"><h2 id=\"wound\">{}</h2><p>{}</p>{}</section>",
        e(&t("aftercare-wound-title")),
        e(&t("aftercare-wound-urgent")),
        wound_form(app, lang, visit, &problems, &kept)
    );
    let _ = write!(
        html,
        "<section aria-labelledby=\"follow-up\">{}</section>",
        follow_up_section(app, lang, visit, slot_problem.as_ref()).await?
    );
    let sheet = sheets::sheet(Which::Aftercare, visit.aftercare.kind, lang);
    // The sheet's sections sit under its title here: one heading level down. (Its HTML is the
    // clinic's own content, rendered by the server with any raw HTML escaped, so every `<h2` is a tag.)
    let body =
        sheet.html.replace("<h3", "<h4").replace("</h3>", "</h4>").replace("<h2", "<h3").replace("</h2>", "</h3>");
    let other_lang = if sheet.lang == lang { String::new() } else { format!(" lang=\"{}\"", sheet.lang.tag()) };
    let _ = write!(
        html,
        "<section aria-labelledby=\"sheet\"{other_lang}><h2 id=\"sheet\">{}</h2>{body}</section>",
        e(&sheet.title),
    );
    if !matches!(said, Said::Worry) {
        let _ = write!(
            html,
            "<section aria-labelledby=\"call\"><h2 id=\"call\">{}</h2>{}{}</section>",
            e(&t("aftercare-call-title")),
            phone_lines(app, lang, visit.row.branch, false),
            emergency(app, lang, "h3"),
        );
    }
    Ok(plain_page::page_with_head(lang, status, &title, STYLE, &html))
}

/// The page of a link that opens nothing: why, and whom to call.
fn refused_page(app: &AppState, lang: Locale, refused: NoVisit) -> Response {
    let t = |key: &str| text(app, lang, key, &[]);
    let title = t("aftercare-page-title");
    let (status, message, branches) = match refused {
        NoVisit::Expired(branch) => (
            StatusCode::GONE,
            text(app, lang, "aftercare-expired", &[("days", AFTERCARE_DAYS.to_string())]),
            branch.map(|b| vec![b]).unwrap_or_else(|| Branch::ALL.to_vec()),
        ),
        NoVisit::Unknown => (StatusCode::NOT_FOUND, t("aftercare-unknown"), Branch::ALL.to_vec()),
    };
    let mut html = format!("<h1>{}</h1><p role=\"alert\">{}</p>", e(&title), e(&message));
    for branch in branches {
        html.push_str(&phone_lines(app, lang, branch, false));
    }
    html.push_str(&emergency(app, lang, "h2"));
    plain_page::page_with_head(lang, status, &title, STYLE, &html)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_branch_has_its_phone_from_the_clinics_file() {
        let clinic = crate::site::clinic::LiveClinic::default();
        for branch in Branch::ALL {
            let phone = clinic.phone(*branch).expect("a phone");
            assert!(phone.tel().starts_with("tel:+886") && !phone.tel().contains(' '), "{}", phone.tel());
            assert!(!phone.local.is_empty());
        }
    }

    #[test]
    fn a_days_times_are_spread_from_morning_to_evening() {
        let times: Vec<u32> = (0..18).collect();
        assert_eq!(spread(times.clone(), 4), vec![0, 5, 11, 17]);
        assert_eq!(spread(times[..3].to_vec(), 4), vec![0, 1, 2]);
        assert_eq!(spread(times[..1].to_vec(), 4), vec![0]);
    }
}
