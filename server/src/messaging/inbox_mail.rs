//! E-mails the inbox causes, rendered when the outbox worker sends them:
//! - to the patient, in the patient's language, after a staff change: booking confirmed, cancelled by
//!   the clinic (with the reason), rescheduled; inquiry answered (the reply); assessment reviewed
//!   (the urgency, and an invitation to book). Their outbox row points at the history event.
//! - to staff, about each new submission: kind, branch, code and a dashboard link, no health details.

use crate::config::StaffEmails;
use crate::messaging::calendar;
use crate::messaging::message::Email;
use crate::site::clinic::LiveClinic;
use crate::storage::outbox::{OutboxKind, OutboxRow};
use crate::storage::queries;
use crate::storage::{now_ms, Db};
use clinic_core::code::ConfirmationCode;
use clinic_core::date::{Date, TimeOfDay};
use clinic_core::format::{format_date, format_time};
use clinic_core::i18n::{Arg, Catalog};
use clinic_core::lang::{localized_path, Locale};
use sqlx::Row;
use std::sync::Arc;

/// What staff alerts need besides the database: where they go and the site's address for links.
#[derive(Debug, Clone, Default)]
pub struct MailSettings {
    pub staff: StaffEmails,
    /// e.g. `https://clinic.example` (no trailing slash).
    pub base_url: String,
    /// The hours in force: a calendar entry lasts one of their slots.
    pub clinic: Arc<LiveClinic>,
}

struct EventRow {
    submission_id: String,
    note: Option<String>,
    to_state: Option<String>,
}

async fn event(db: &Db, id: &str) -> Result<Option<EventRow>, sqlx::Error> {
    let row = sqlx::query("SELECT submission_id, note, to_state FROM submission_events WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    match row {
        None => Ok(None),
        Some(r) => Ok(Some(EventRow {
            submission_id: r.try_get("submission_id")?,
            note: r.try_get("note")?,
            to_state: r.try_get("to_state")?,
        })),
    }
}

fn s(v: impl Into<String>) -> Arg {
    Arg::Str(v.into())
}

/// A patient's e-mail about a staff change, or `None` when what it refers to is gone.
pub async fn render_patient(
    db: &Db,
    catalog: &Catalog,
    settings: &MailSettings,
    kind: OutboxKind,
    row: &OutboxRow,
) -> Result<Option<Email>, sqlx::Error> {
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let t = |key: &str, args: &[(String, Arg)]| calendar::text(catalog, lang, key, args);
    let Some(ev) = event(db, &row.ref_id).await? else { return Ok(None) };
    let prefix = format!("email-{}", kind.as_str().replace('_', "-"));
    match kind {
        OutboxKind::BookingConfirmed | OutboxKind::BookingCancelledByClinic | OutboxKind::BookingRescheduled => {
            let Some(code) = ConfirmationCode::parse(&ev.submission_id) else { return Ok(None) };
            let Some(b) = queries::find_booking(&db.pool, &code).await? else { return Ok(None) };
            let date = Date::parse(&b.preferred_date).map(|d| format_date(lang, d)).unwrap_or(b.preferred_date.clone());
            let time =
                TimeOfDay::parse(&b.preferred_time).map(|x| format_time(lang, x)).unwrap_or(b.preferred_time.clone());
            let args: Vec<(String, Arg)> = vec![
                ("name".into(), s(b.name.clone())),
                ("code".into(), s(b.code.display())),
                ("date".into(), s(date)),
                ("time".into(), s(time)),
                ("branch".into(), s(t(&format!("email-branch-{}", b.branch.as_str()), &[]))),
                ("reason".into(), s(ev.note.clone().unwrap_or_default())),
            ];
            let ics = (kind != OutboxKind::BookingCancelledByClinic)
                .then(|| calendar::booking_ics(catalog, &b, settings.clinic.hours().slot_minutes, now_ms()));
            let mut body = t(&format!("{prefix}-body"), &args);
            if kind != OutboxKind::BookingCancelledByClinic {
                let line =
                    crate::messaging::visit_mail::intake_line_for(db, catalog, &settings.base_url, &b, lang).await?;
                body = crate::messaging::visit_mail::with_line(body, line);
            }
            Ok(Some(Email { to: b.email.clone(), subject: t(&format!("{prefix}-subject"), &args), body, ics, lang }))
        }
        OutboxKind::InquiryAnswered => {
            let Some(i) = queries::find_inquiry(db, &ev.submission_id).await? else { return Ok(None) };
            let args: Vec<(String, Arg)> = vec![
                // Not the subject: the sender's own words never go back to an unproven address.
                ("name".into(), s(i.name)),
                ("reply".into(), s(ev.note.unwrap_or_default())),
            ];
            Ok(Some(Email {
                to: i.email,
                subject: t(&format!("{prefix}-subject"), &args),
                body: t(&format!("{prefix}-body"), &args),
                ics: None,
                lang,
            }))
        }
        OutboxKind::AssessmentReviewed => {
            let email: Option<String> = sqlx::query("SELECT email FROM assessments WHERE id = $1")
                .bind(&ev.submission_id)
                .fetch_optional(&db.pool)
                .await?
                .map(|r| r.try_get::<Option<String>, _>("email"))
                .transpose()?
                .flatten();
            let Some(to) = email.filter(|e| !e.is_empty()) else { return Ok(None) };
            let urgency = ev.to_state.unwrap_or_else(|| "medium".into());
            let args: Vec<(String, Arg)> = vec![
                ("urgency".into(), s(t(&format!("email-urgency-{urgency}"), &[]))),
                ("link".into(), s(format!("{}{}", settings.base_url, localized_path(lang, "/appointment")))),
            ];
            Ok(Some(Email {
                to,
                subject: t(&format!("{prefix}-subject"), &args),
                body: t(&format!("{prefix}-body"), &args),
                ics: None,
                lang,
            }))
        }
        _ => Ok(None),
    }
}

/// A staff alert of a new submission, or `None` when no address is configured (any more) or the
/// submission is gone.
pub async fn render_staff(
    db: &Db,
    catalog: &Catalog,
    settings: &MailSettings,
    kind: OutboxKind,
    row: &OutboxRow,
) -> Result<Option<Email>, sqlx::Error> {
    let lang = Locale::from_exact_tag(&row.lang).unwrap_or(Locale::DEFAULT);
    let t = |key: &str, args: &[(String, Arg)]| calendar::text(catalog, lang, key, args);
    let mut details = String::new();
    let (kind, branch, code, path) = match kind {
        OutboxKind::StaffBooking => {
            let Some(code) = ConfirmationCode::parse(&row.ref_id) else { return Ok(None) };
            let Some(b) = queries::find_booking(&db.pool, &code).await? else { return Ok(None) };
            for line in international_lines(db, &code, |key, args| t(key, args)).await? {
                details.push('\n');
                details.push_str(&line);
            }
            let code = b.code.display();
            ("booking", Some(b.branch), code.clone(), format!("bookings/{code}"))
        }
        OutboxKind::StaffAftercareWorry => return render_worry(db, catalog, settings, row, lang).await,
        OutboxKind::StaffInquiry => ("inquiry", None, row.ref_id.clone(), format!("inquiries/{}", row.ref_id)),
        OutboxKind::StaffAssessment => ("assessment", None, row.ref_id.clone(), format!("assessments/{}", row.ref_id)),
        _ => return Ok(None),
    };
    let Some(to) = settings.staff.for_branch(branch) else { return Ok(None) };
    let branch_name = match branch {
        Some(b) => t(&format!("email-branch-{}", b.as_str()), &[]),
        None => t("email-staff-branch-any", &[]),
    };
    let args: Vec<(String, Arg)> = vec![
        ("kind".into(), s(t(&format!("email-staff-kind-{kind}"), &[]))),
        ("branch".into(), s(branch_name)),
        ("code".into(), s(code)),
        ("details".into(), s(details)),
        ("link".into(), s(format!("{}/medical-dashboard/{path}", settings.base_url))),
    ];
    Ok(Some(Email {
        to: to.to_string(),
        subject: t("email-staff-new-subject", &args),
        body: t("email-staff-new-body", &args),
        ics: None,
        lang,
    }))
}

/// The urgent alert of an aftercare worry, to the booking's branch (its code and the triage
/// queue's link; what worries the patient is read in the dashboard).
async fn render_worry(
    db: &Db,
    catalog: &Catalog,
    settings: &MailSettings,
    row: &OutboxRow,
    lang: Locale,
) -> Result<Option<Email>, sqlx::Error> {
    let Some(r) = sqlx::query("SELECT code FROM aftercare_answers WHERE id = $1 AND handled_at IS NULL")
        .bind(&row.ref_id)
        .fetch_optional(&db.pool)
        .await?
    else {
        return Ok(None);
    };
    let code: String = r.try_get("code")?;
    let Some(code) = ConfirmationCode::parse(&code) else { return Ok(None) };
    let Some(b) = queries::find_booking(&db.pool, &code).await? else { return Ok(None) };
    let Some(to) = settings.staff.for_branch(Some(b.branch)) else { return Ok(None) };
    let t = |key: &str, args: &[(String, Arg)]| calendar::text(catalog, lang, key, args);
    let args: Vec<(String, Arg)> = vec![
        ("branch".into(), s(t(&format!("email-branch-{}", b.branch.as_str()), &[]))),
        ("code".into(), s(b.code.display())),
        ("link".into(), s(format!("{}/medical-dashboard/triage", settings.base_url))),
    ];
    Ok(Some(Email {
        to: to.to_string(),
        subject: t("email-staff-worry-subject", &args),
        body: t("email-staff-worry-body", &args),
        ics: None,
        lang,
    }))
}

/// What the front desk prepares for an international patient (issue 14): the interpreter's language
/// and the companions, one line each, only for what the patient said.
async fn international_lines(
    db: &Db,
    code: &ConfirmationCode,
    t: impl Fn(&str, &[(String, Arg)]) -> String,
) -> Result<Vec<String>, sqlx::Error> {
    let Some(r) = sqlx::query("SELECT interpreter, companions FROM bookings WHERE code = $1")
        .bind(code.canonical())
        .fetch_optional(&db.pool)
        .await?
    else {
        return Ok(Vec::new());
    };
    let mut lines = Vec::new();
    let interpreter: Option<String> = r.try_get("interpreter")?;
    if let Some(lang) = interpreter.as_deref().and_then(Locale::from_exact_tag) {
        let name = clinic_core::lang::profile(lang).native_name;
        lines.push(t("email-staff-interpreter", &[("language".into(), s(name))]));
    }
    if let Some(n) = r.try_get::<Option<i64>, _>("companions")? {
        lines.push(t("email-staff-companions", &[("count".into(), Arg::Num(n as f64))]));
    }
    Ok(lines)
}
