//! The pre-visit health questions and the visit's information sheet, opened by the signed link of a
//! booking's messages (`storage::visit_links`, purpose `intake`): no password, in the booking's
//! language (or `?lang`), right to left in ar, and usable without any script.
//!
//! - `GET /forms/intake` shows the questions filled with the saved draft, or, once sent, the answers
//!   as sent; `POST /forms/intake` (multipart, the page's own form) saves a draft or sends, with the
//!   optional photo. A GET never changes anything.
//! - `GET /api/intake`, `PUT /api/intake/draft` and `POST /api/intake`: the same for the page's script
//!   (autosave as the patient goes) and other clients, in the one error shape.
//! - `GET /forms/visit-info` shows the information sheet of the visit's kind; its button's POST stores
//!   the patient's acknowledgement (`visit_info.rs`).
//!
//! Every answer is checked by the core (`validate_intake_draft` for a draft, `validate_intake` when
//! sent); a problem stores nothing. The answers are health data: never logged, never put in a message,
//! and never stored before the patient consents to their processing (PDPA art. 6): a draft with any
//! answer or a photo needs the consent ticked, like the answers sent.
//! A forged or altered link is 404, a link whose visit has begun 410, a closed booking 409, and
//! answers already sent 409 (the same answers sent again are a replay: the first answer again). A
//! link works until the booking's current visit begins, even past the time it was signed for (a
//! booking moved later keeps the link of its messages working).

mod form;
mod page;
pub mod visit_info;

use crate::http::error::{AppError, ErrorBody};
use crate::http::extract::{ApiQuery, JsonBody};
use crate::state::AppState;
use crate::storage::intake::{self, IntakeRow, Photo, Sent, Stored};
use crate::storage::queries::{self, BookingRow};
use crate::storage::visit_links::{self, Purpose, Refusal as LinkRefusal};
use crate::storage::{ids, now_ms};
use crate::uploads::gate::Busy;
use crate::uploads::{reencode, CleanupGuard};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use clinic_core::code::ConfirmationCode;
use clinic_core::intake::{flags_to_string, VisitKind};
use clinic_core::lang::Locale;
use clinic_core::model::{BookingStatus, Branch, TumorType};
use clinic_core::notice::NOTICE_VERSION;
use clinic_core::validate::{
    check_photos, intake_consent_problem, validate_intake, validate_intake_draft, FieldError, IntakeRequest, PhotoMeta,
};
use serde::{Deserialize, Serialize};

/// Largest body of the questions' form and of `POST /api/intake`: one photo (10 MB, the
/// assessment's limit) and the answers, with room for the parts' headers.
pub const INTAKE_LIMIT: usize = 11 * 1024 * 1024;

/// The link's query (and the page's form).
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct LinkQuery {
    /// The signed token of the link in the booking's messages.
    pub token: String,
    /// The page's language (the booking's when absent).
    pub lang: Option<String>,
}

/// A booking whose link holds, with its answers so far.
pub(crate) struct Visit {
    pub row: BookingRow,
    pub intake: Option<IntakeRow>,
    /// The link's token, to post back.
    pub token: String,
}

impl Visit {
    /// The kind of visit its information sheet is for.
    pub fn kind(&self) -> VisitKind {
        TumorType::parse(&self.row.tumor_type).map(VisitKind::of).unwrap_or(VisitKind::Consultation)
    }

    /// The answers as saved or sent (empty before the first save).
    pub fn answers(&self) -> IntakeRequest {
        self.intake.as_ref().and_then(|i| serde_json::from_str(&i.answers).ok()).unwrap_or_default()
    }

    fn sent_at(&self) -> Option<i64> {
        self.intake.as_ref().and_then(|i| i.submitted_at)
    }

    fn has_photo(&self) -> bool {
        self.intake.as_ref().is_some_and(|i| !i.photo_key.is_empty())
    }
}

/// Why a link opens nothing. Each names the booking's code when the link's signature held, so the
/// page can clear the answers its script kept on the device for it.
pub(crate) enum Refused {
    /// Not a link this server signed for the questions (malformed, altered, forged: no code), or a
    /// signed one whose booking is gone (erased).
    Unknown(Option<String>),
    /// The visit has begun (the booking's code).
    Expired(String),
    /// The booking is cancelled or closed.
    Closed(Box<BookingRow>),
}

impl Refused {
    fn error(&self) -> AppError {
        match self {
            Refused::Unknown(_) => AppError::NotFound,
            Refused::Expired(_) => AppError::LinkExpired,
            Refused::Closed(_) => AppError::NotChangeable,
        }
    }

    /// The canonical code of the booking the signed link was for, if its signature held.
    pub fn code(&self) -> Option<&str> {
        match self {
            Refused::Unknown(code) => code.as_deref(),
            Refused::Expired(code) => Some(code),
            Refused::Closed(row) => Some(row.code.canonical()),
        }
    }
}

/// The booking a token opens, as it stands now, or why it opens nothing.
///
/// A link is signed to expire when the visit it was sent for begins. Past that time it still opens
/// the booking while the booking is open and its current visit is still ahead (a visit moved later:
/// the code is covered by the signature, so the link is the booking's own); otherwise it is expired.
pub(crate) async fn open(app: &AppState, token: &str) -> Result<Result<Visit, Refused>, AppError> {
    let now = now_ms();
    let key = visit_links::key(&app.db).await?;
    let (link, past_signed_time) = match visit_links::check(&key, Purpose::Intake, token, now) {
        Ok(link) => (link, false),
        Err(LinkRefusal::Expired(link)) => (link, true),
        Err(LinkRefusal::Forged) => return Ok(Err(Refused::Unknown(None))),
    };
    let Some(code) = ConfirmationCode::parse(&link.code) else { return Ok(Err(Refused::Unknown(None))) };
    let canonical = code.canonical().to_string();
    let Some(row) = queries::find_booking(&app.db.pool, &code).await? else {
        return Ok(Err(if past_signed_time { Refused::Expired(canonical) } else { Refused::Unknown(Some(canonical)) }));
    };
    if !matches!(row.status, BookingStatus::Pending | BookingStatus::Confirmed) {
        // A link past its time says only that it has expired, whatever became of the booking.
        return Ok(Err(if past_signed_time { Refused::Expired(canonical) } else { Refused::Closed(Box::new(row)) }));
    }
    // The link works until the booking's current visit begins: a visit moved earlier ends it sooner,
    // one moved later keeps it working past its signed time.
    if row.visit_at().is_none_or(|at| at <= now) {
        return Ok(Err(Refused::Expired(canonical)));
    }
    let intake = intake::find(&app.db.pool, code.canonical()).await?;
    Ok(Ok(Visit { row, intake, token: token.trim().to_string() }))
}

/// The page's language: `?lang` when it is a site language, else the booking's, else the default.
pub(crate) fn page_lang(asked: Option<&str>, row: Option<&BookingRow>) -> Locale {
    let site = |tag: &str| Locale::from_exact_tag(tag).filter(|l| l.is_site());
    asked.and_then(site).or_else(|| row.and_then(|r| site(&r.lang))).unwrap_or(Locale::DEFAULT)
}

/// Where a booking's questions stand, as the patient sees it.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum IntakeStatus {
    /// Nothing saved yet.
    New,
    /// A draft is saved.
    Draft,
    /// Sent: the answers no longer change online.
    Sent,
}

/// The booking the questions are for (nothing personal).
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IntakeVisit {
    pub confirmation_code: ConfirmationCode,
    pub branch: Branch,
    /// `YYYY-MM-DD`, clinic time.
    pub preferred_date: String,
    /// `HH:mm`, clinic time.
    pub preferred_time: String,
    /// The information sheet's kind (`/forms/visit-info`).
    pub kind: VisitKind,
}

/// The questions of a booking: what is saved or sent.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IntakeBody {
    pub status: IntakeStatus,
    /// The answers as last saved (a draft) or as sent; empty lists and no text when new.
    pub answers: IntakeRequest,
    /// Whether a photo is stored with them.
    pub has_photo: bool,
    /// When the draft was last saved (RFC 3339).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub saved_at: Option<String>,
    /// When the answers were sent (RFC 3339).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub submitted_at: Option<String>,
    pub visit: IntakeVisit,
}

/// The 200 of a saved draft: when the server saved it, which the page's script keeps with the copy
/// on the device to tell which is newer (never the device's own clock).
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IntakeDraftBody {
    /// `draft`.
    pub status: IntakeStatus,
    /// When the draft was saved (RFC 3339, milliseconds): `savedAt` of `GET /api/intake` from now on.
    pub saved_at: String,
}

/// The 201 of sent answers.
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(export, export_to = "api/"))]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IntakeSentBody {
    pub status: IntakeStatus,
    /// RFC 3339.
    pub submitted_at: String,
}

/// The multipart body of `POST /api/intake`, as the OpenAPI document describes it.
#[derive(utoipa::ToSchema)]
pub struct IntakeUpload {
    /// The answers, as JSON.
    pub data: IntakeRequest,
    /// One optional JPEG or PNG photo of the lump, ≤ 10 MB.
    #[schema(value_type = Option<String>, format = Binary)]
    pub photo: Option<Vec<u8>>,
}

fn body(visit: &Visit) -> IntakeBody {
    let status = match (&visit.intake, visit.sent_at()) {
        (_, Some(_)) => IntakeStatus::Sent,
        (Some(_), None) => IntakeStatus::Draft,
        (None, None) => IntakeStatus::New,
    };
    IntakeBody {
        status,
        answers: visit.answers(),
        has_photo: visit.has_photo(),
        saved_at: visit.intake.as_ref().filter(|_| status == IntakeStatus::Draft).map(|i| ids::rfc3339(i.updated_at)),
        submitted_at: visit.sent_at().map(ids::rfc3339),
        visit: IntakeVisit {
            confirmation_code: visit.row.code.clone(),
            branch: visit.row.branch,
            preferred_date: visit.row.preferred_date.clone(),
            preferred_time: visit.row.preferred_time.clone(),
            kind: visit.kind(),
        },
    }
}

/// A photo part as received: its bytes (kept only within the limit) and what the rules need.
pub(crate) struct PhotoPart {
    pub bytes: Vec<u8>,
    pub meta: PhotoMeta,
}

/// The photo's problems by the assessment's rules (JPEG or PNG by content, ≤ 10 MB), on field `photo`.
fn photo_problems(part: &PhotoPart) -> Vec<FieldError> {
    check_photos(std::slice::from_ref(&part.meta))
        .into_iter()
        .map(|mut e| {
            e.field = "photo".into();
            e.params.remove("index");
            e
        })
        .collect()
}

/// A checked photo re-encoded (EXIF and GPS dropped) and put in the upload store; its key, kept only
/// if the request completes (`guard`). `Err(problem)` when it does not decode as an image.
async fn store_photo(
    app: &AppState,
    part: PhotoPart,
    guard: &mut CleanupGuard,
) -> Result<Result<String, FieldError>, AppError> {
    // Decoding waits for one of the server's few turns and runs off the async workers.
    let turn = app.uploads.gate().enter().await.map_err(|Busy(secs)| AppError::Busy(secs))?;
    let cleaned = tokio::task::spawn_blocking(move || {
        let cleaned = reencode(&part.bytes);
        drop(turn);
        cleaned
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?;
    let clean = match cleaned {
        Ok(clean) => clean,
        Err(code) => return Ok(Err(FieldError::new("photo", code))),
    };
    let key = app.uploads.put(clean.extension, clean.bytes).await.map_err(|e| {
        if crate::uploads::is_unavailable(&e) {
            tracing::warn!(error = %e, "upload store unavailable");
            AppError::Unavailable
        } else {
            AppError::Internal(format!("upload store: {e}"))
        }
    })?;
    guard.track(key.clone());
    Ok(Ok(key))
}

/// What a write asks for.
pub(crate) enum Write {
    Draft(IntakeRequest),
    Send(IntakeRequest),
}

/// What became of a write.
pub(crate) enum Written {
    /// A draft saved, at this time.
    Saved(i64),
    Sent(i64),
    /// The same answers sent again: the first send stands.
    Replayed(i64),
    AlreadySent,
    Problems(Vec<FieldError>),
    Closed,
    Unknown,
}

/// Checks and stores answers (and a photo) for `visit`: a draft by the draft's rules, a send by the
/// full ones. Nothing is stored when anything is wrong: a draft with any answer or a new photo but
/// without the consent to process health data included.
pub(crate) async fn write(
    app: &AppState,
    visit: &Visit,
    write: Write,
    photo: Option<PhotoPart>,
    remove_photo: bool,
) -> Result<Written, AppError> {
    if let Some(at) = visit.sent_at() {
        let replay = matches!(&write, Write::Send(r) if photo.is_none() && visit.answers() == *r);
        return Ok(if replay { Written::Replayed(at) } else { Written::AlreadySent });
    }
    let (request, sent) = match write {
        Write::Draft(r) => {
            let mut problems = validate_intake_draft(&r).err().unwrap_or_default();
            // A photo is health data too: the core names the consent first, as the form shows it.
            if let Some(consent) = intake_consent_problem(&r, photo.is_some()) {
                if !problems.iter().any(|p| p.field == consent.field) {
                    problems.insert(0, consent);
                }
            }
            problems.extend(photo.iter().flat_map(photo_problems));
            if !problems.is_empty() {
                return Ok(Written::Problems(problems));
            }
            (r, None)
        }
        Write::Send(r) => {
            let checked = validate_intake(&r);
            let mut problems = checked.as_ref().err().cloned().unwrap_or_default();
            problems.extend(photo.iter().flat_map(photo_problems));
            let intake = match checked {
                Ok(intake) if problems.is_empty() => intake,
                _ => return Ok(Written::Problems(problems)),
            };
            let answers = serde_json::to_string(&r).map_err(|e| AppError::Internal(e.to_string()))?;
            let sent =
                Sent { answers, flags: flags_to_string(&intake.flags), notice_version: NOTICE_VERSION.to_string() };
            (r, Some(sent))
        }
    };
    let mut guard = CleanupGuard::new(app.uploads.clone());
    let photo = match photo {
        Some(part) => match store_photo(app, part, &mut guard).await? {
            Ok(key) => Photo::Replace(key),
            Err(problem) => return Ok(Written::Problems(vec![problem])),
        },
        None if remove_photo => Photo::Remove,
        None => Photo::Keep,
    };
    let answers = serde_json::to_string(&request).map_err(|e| AppError::Internal(e.to_string()))?;
    let code = visit.row.code.canonical().to_string();
    let at = now_ms();
    let stored = app
        .writer
        .transact(move |conn| {
            Box::pin(async move { Ok(intake::store(conn, &code, &answers, sent.as_ref(), &photo, at).await?) })
        })
        .await?;
    Ok(match stored {
        Stored::Stored { replaced_photo } => {
            guard.keep();
            if let Some(old) = replaced_photo {
                app.uploads.delete_all(&[old]).await;
            }
            match intake::find(&app.db.pool, visit.row.code.canonical()).await?.and_then(|i| i.submitted_at) {
                Some(sent_at) => Written::Sent(sent_at),
                None => Written::Saved(at),
            }
        }
        Stored::AlreadySent(_) => Written::AlreadySent,
        Stored::Closed => Written::Closed,
        Stored::NotFound => Written::Unknown,
    })
}

/// A visit's link opened for the API: the visit, or the error its refusal answers.
async fn open_api(app: &AppState, token: &str) -> Result<Visit, AppError> {
    open(app, token).await?.map_err(|r| r.error())
}

/// The questions of the link's booking: the saved draft, or the answers as sent.
#[utoipa::path(get, path = "/api/intake", tag = "intake", operation_id = "intake",
    params(LinkQuery),
    responses((status = 200, body = IntakeBody),
        (status = 404, description = "not a link this server signed (altered, forged)", body = ErrorBody),
        (status = 409, description = "`not_changeable`: the booking is cancelled or closed", body = ErrorBody),
        (status = 410, description = "`link_expired`: the visit has begun", body = ErrorBody),
        (status = 429, body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn show(State(app): State<AppState>, ApiQuery(q): ApiQuery<LinkQuery>) -> Result<Response, AppError> {
    let visit = open_api(&app, &q.token).await?;
    let mut res = axum::Json(body(&visit)).into_response();
    res.headers_mut().insert(header::CACHE_CONTROL, header::HeaderValue::from_static("no-store"));
    Ok(res)
}

/// Saves a draft as the patient goes (the page's autosave): checked by the draft's rules only, the
/// consent included (no answer is stored without it). Rate-limited on its own, more loosely than the
/// other submissions (`crate::http::ratelimit::DRAFT_FACTOR`).
#[utoipa::path(put, path = "/api/intake/draft", tag = "intake", operation_id = "saveIntakeDraft",
    params(LinkQuery),
    request_body(content = IntakeRequest, content_type = "application/json"),
    responses((status = 200, description = "Saved (a stored photo is kept), and when", body = IntakeDraftBody),
        (status = 400, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "`already_sent`, or `not_changeable` (booking closed)", body = ErrorBody),
        (status = 410, description = "`link_expired`", body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
        (status = 422, description = "`healthDataConsent` `terms_required` (any answer without the consent), a choice not on the lists, text too long, a malformed phone", body = ErrorBody),
        (status = 429, description = "more drafts than the drafts' own limit per address", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn save_draft(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<LinkQuery>,
    JsonBody { value, .. }: JsonBody<IntakeRequest>,
) -> Result<Response, AppError> {
    let visit = open_api(&app, &q.token).await?;
    api_answer(write(&app, &visit, Write::Draft(value), None, false).await?)
}

/// Sends the answers: JSON (the answers) or multipart (part `data`, the answers as JSON, and an
/// optional part `photo`). Checked by the full rules; the flags for staff are raised.
#[utoipa::path(post, path = "/api/intake", tag = "intake", operation_id = "sendIntake",
    params(LinkQuery, ("Idempotency-Key" = Option<String>, Header, description = "Accepted; the same answers sent again answer the first 201")),
    request_body(content(
        (IntakeRequest = "application/json"),
        (IntakeUpload = "multipart/form-data"))),
    responses((status = 201, body = IntakeSentBody),
        (status = 400, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "`already_sent` (other answers were sent before), or `not_changeable`", body = ErrorBody),
        (status = 410, description = "`link_expired`", body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 415, body = ErrorBody),
        (status = 422, description = "every problem, e.g. `medicines` `required`, `healthDataConsent` `terms_required`, `photo` `file_type`", body = ErrorBody),
        (status = 429, body = ErrorBody),
        (status = 503, description = "busy or unavailable; nothing stored (Retry-After)", body = ErrorBody)))]
#[tracing::instrument(skip_all)]
pub async fn send(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<LinkQuery>,
    req: Request,
) -> Result<Response, AppError> {
    let kind = req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_ascii_lowercase();
    let (request, photo) = if kind.trim_start().starts_with("multipart/form-data") {
        let client = crate::http::ratelimit::client_ip(&req);
        let charge = form::charge_declared(&app, &req, client)?;
        let mut multipart = Multipart::from_request(req, &app).await.map_err(|r| AppError::Malformed(r.body_text()))?;
        let parts = form::read(&mut multipart, charge.then_some((&app, client))).await?;
        let data = parts.text("data");
        let request: IntakeRequest = if data.trim().is_empty() {
            IntakeRequest::default()
        } else if data.trim_start().starts_with('{') {
            serde_json::from_str(&data).map_err(|e| AppError::Malformed(e.to_string()))?
        } else {
            return Err(AppError::Malformed("the data part must be a JSON object".into()));
        };
        (request, parts.photo)
    } else {
        let JsonBody { value, .. } = JsonBody::<IntakeRequest>::from_request(req, &app).await?;
        (value, None)
    };
    let visit = open_api(&app, &q.token).await?;
    api_answer(write(&app, &visit, Write::Send(request), photo, false).await?)
}

fn api_answer(written: Written) -> Result<Response, AppError> {
    match written {
        Written::Saved(at) => {
            let body = IntakeDraftBody { status: IntakeStatus::Draft, saved_at: ids::rfc3339(at) };
            Ok(axum::Json(body).into_response())
        }
        Written::Sent(at) | Written::Replayed(at) => {
            let body = IntakeSentBody { status: IntakeStatus::Sent, submitted_at: ids::rfc3339(at) };
            Ok((StatusCode::CREATED, axum::Json(body)).into_response())
        }
        Written::AlreadySent => Err(AppError::AlreadySent),
        Written::Problems(problems) => Err(AppError::Validation(problems)),
        Written::Closed => Err(AppError::NotChangeable),
        Written::Unknown => Err(AppError::NotFound),
    }
}

/// The questions' page: the form filled with the saved draft, or the answers as sent. Changes nothing.
#[utoipa::path(get, path = "/forms/intake", tag = "intake", operation_id = "intakePage",
    params(LinkQuery),
    responses((status = 200, content_type = "text/html", description = "The questions (or the answers as sent)", body = String),
        (status = 404, content_type = "text/html", description = "not a link this server signed", body = String),
        (status = 409, content_type = "text/html", description = "the booking is cancelled or closed", body = String),
        (status = 410, content_type = "text/html", description = "the visit has begun", body = String),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn form_page(State(app): State<AppState>, ApiQuery(q): ApiQuery<LinkQuery>) -> Result<Response, AppError> {
    let opened = open(&app, &q.token).await?;
    let lang = page_lang(q.lang.as_deref(), opened.as_ref().ok().map(|v| &v.row));
    let shown = match opened {
        Ok(visit) if visit.sent_at().is_some() => page::Shown::Sent { visit, now: false },
        Ok(visit) => {
            let values = visit.answers();
            page::Shown::Form { visit, values, problems: Vec::new(), saved_now: false, photo_again: false }
        }
        Err(refused) => page::Shown::Refused(refused),
    };
    Ok(page::render(&app, lang, shown).await)
}

/// The questions' form, posted without or with the page's script: `action=save` keeps a draft,
/// `action=send` sends; problems show the form again with every value kept.
#[utoipa::path(post, path = "/forms/intake", tag = "intake", operation_id = "intakeForm",
    request_body(content_type = "multipart/form-data", description = "`token`, `lang`, `action` (`save` or `send`), the questions' fields as the page names them (lists as repeated fields), `photoRemove`, and an optional file `photo`", content = String),
    responses((status = 200, content_type = "text/html", description = "Saved (the form again) or sent (the answers as sent)", body = String),
        (status = 400, description = "a broken multipart body", body = ErrorBody),
        (status = 403, description = "a post from another site"),
        (status = 404, content_type = "text/html", description = "not a link this server signed", body = String),
        (status = 409, content_type = "text/html", description = "sent before (the answers as sent), or the booking is closed", body = String),
        (status = 410, content_type = "text/html", description = "the visit has begun", body = String),
        (status = 413, description = "too large"), (status = 415, description = "not a multipart form post"),
        (status = 422, content_type = "text/html", description = "the form again, each problem beside its field", body = String),
        (status = 429, description = "too many requests")))]
#[tracing::instrument(skip_all)]
pub async fn form_post(State(app): State<AppState>, req: Request) -> Result<Response, AppError> {
    let parts = form::read_form_post(&app, req).await?;
    let posted_lang = parts.text("lang");
    let opened = open(&app, &parts.text("token")).await?;
    let lang = page_lang(Some(&posted_lang), opened.as_ref().ok().map(|v| &v.row));
    let visit = match opened {
        Ok(visit) => visit,
        Err(refused) => return Ok(page::render(&app, lang, page::Shown::Refused(refused)).await),
    };
    let request = parts.request(lang);
    let sending = parts.text("action") == "send";
    let chose_photo = parts.photo.is_some();
    let remove_photo = parts.ticked("photoRemove");
    let asked = if sending { Write::Send(request.clone()) } else { Write::Draft(request.clone()) };
    let shown = match write(&app, &visit, asked, parts.photo, remove_photo).await? {
        Written::Saved(_) => {
            let visit = reopened(&app, visit).await?;
            page::Shown::Form { visit, values: request, problems: Vec::new(), saved_now: true, photo_again: false }
        }
        Written::Sent(_) => page::Shown::Sent { visit: reopened(&app, visit).await?, now: true },
        Written::Replayed(_) => page::Shown::Sent { visit, now: true },
        Written::AlreadySent => page::Shown::AlreadySent(reopened(&app, visit).await?),
        Written::Problems(problems) => {
            page::Shown::Form { visit, values: request, problems, saved_now: false, photo_again: chose_photo }
        }
        // Closed or begun since the link was opened: the page says which.
        Written::Closed => match open(&app, &visit.token).await? {
            Err(refused) => page::Shown::Refused(refused),
            Ok(_) => page::Shown::Refused(Refused::Expired(visit.row.code.canonical().to_string())),
        },
        Written::Unknown => page::Shown::Refused(Refused::Unknown(Some(visit.row.code.canonical().to_string()))),
    };
    Ok(page::render(&app, lang, shown).await)
}

/// The visit with its answers read again after a write.
async fn reopened(app: &AppState, visit: Visit) -> Result<Visit, AppError> {
    let intake = intake::find(&app.db.pool, visit.row.code.canonical()).await?;
    Ok(Visit { intake, ..visit })
}
