//! What a patient does on the aftercare page (`/forms/aftercare`): answers "How is the wound?" and
//! books the follow-up. Every write runs in the writer's transaction ([`super::writer::Writer::transact`]).
//!
//! - "All fine" is a row. "Something worries me" is a row with its signs and `handled_at` NULL: the
//!   staff triage queue puts unhandled worries on top until a staff member marks them handled.
//! - "I have a question" is a row and an inquiry thread, stored as a patient's inquiry is (type
//!   `booking`, the booking's name, e-mail, phone and language, the question as its message): it
//!   lands in the staff inbox, the patient gets the usual acknowledgement and staff the usual alert
//!   (kind and link only, no health detail); `aftercare_answers.inquiry_id` links the two.
//! - The same answer sent again on the same day (the back button, a double click) is the first one,
//!   not a second row; a worry counts as the same only while it is unhandled.
//! - The follow-up itself is an ordinary booking (`Job::Booking`), made under a claim so that only one
//!   is ever booked: [`claim_follow_up`] sets a marker in `aftercare.follow_up_code` where none is
//!   booked or being booked (one transaction; a second tap, tab or instance finds it taken), then the
//!   booking is submitted, then [`booked_follow_up`] stores its code in the marker's place or
//!   [`release_follow_up`] clears the marker when the booking was refused. A follow-up no longer
//!   ahead (cancelled later, erased, or past) counts as none: the page offers times again. A claim whose request died
//!   midway is settled after [`CLAIM_STALE_MS`] from its booking job's idempotency key.
//!
//! The answers are health data: never logged, erased with the booking.

use super::ids::new_id;
use super::job::{Done, KEY_ANSWERED, STAFF_LANG};
use super::outbox::{self, OutboxKind};
use super::queries::find_idempotent;
use super::IDEMPOTENCY_KEEP_MS as KEEP_MS;
use clinic_core::date::Date;
use clinic_core::intake::{VisitKind, WorrySign, WoundAnswer, FOLLOW_UP_DAYS};
use clinic_core::model::{BookingStatus, Branch};
use clinic_core::validate::Aftercare;
use sqlx::{AnyConnection, Row};

/// A completed booking's aftercare: the `aftercare` row the completion created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AftercareRow {
    /// The booking's canonical code.
    pub code: String,
    /// Which aftercare sheet.
    pub kind: VisitKind,
    /// When staff marked the booking completed (Unix ms): the operation's day.
    pub completed_at: i64,
    /// The follow-up booked from the aftercare page, if any (its canonical code).
    pub follow_up_code: Option<String>,
}

/// The booking's aftercare, if it was marked completed.
#[tracing::instrument(skip_all)]
pub async fn find<'e, E>(db: E, code: &str) -> Result<Option<AftercareRow>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let Some(r) = sqlx::query("SELECT code, kind, completed_at, follow_up_code FROM aftercare WHERE code = $1")
        .bind(code)
        .fetch_optional(db)
        .await?
    else {
        return Ok(None);
    };
    let kind: String = r.try_get("kind")?;
    Ok(Some(AftercareRow {
        code: r.try_get("code")?,
        // A kind from a later version reads as the general sheet.
        kind: VisitKind::parse(&kind).unwrap_or(VisitKind::Consultation),
        completed_at: r.try_get("completed_at")?,
        follow_up_code: r.try_get("follow_up_code")?,
    }))
}

/// The day after the operation a moment falls on: 0 on the day itself, 1 the next calendar day
/// (clinic time), as the check-ins count them.
pub fn day_after(completed_at: i64, now: i64) -> i64 {
    i64::from(Date::clinic_today(completed_at).days_until(Date::clinic_today(now))).max(0)
}

/// The first and last day (clinic time) a follow-up is offered on: [`FOLLOW_UP_DAYS`] after the operation.
pub fn follow_up_days(completed_at: i64) -> (Date, Date) {
    let day = Date::clinic_today(completed_at);
    (day.add_days(FOLLOW_UP_DAYS.0 as i32), day.add_days(FOLLOW_UP_DAYS.1 as i32))
}

/// What was stored for an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// The `aftercare_answers` row.
    pub id: String,
    /// A question's inquiry thread.
    pub inquiry_id: Option<String>,
    /// False when the same answer was already stored today (nothing new was written).
    pub fresh: bool,
}

/// What an answer needs besides the answer itself.
#[derive(Debug, Clone)]
pub struct AnswerContext<'a> {
    pub aftercare: &'a AftercareRow,
    /// A question's inquiry subject, in the patient's language (it names the booking's code).
    pub question_subject: &'a str,
    /// Whether the clinic's inquiry alert address is configured: then staff are told of a question.
    pub notify_staff: bool,
}

fn parts(answer: &Aftercare) -> (WoundAnswer, String, Option<&str>) {
    match answer {
        Aftercare::Fine => (WoundAnswer::Fine, String::new(), None),
        Aftercare::Question(q) => (WoundAnswer::Question, String::new(), Some(q.as_str())),
        Aftercare::Worry(signs) => (
            WoundAnswer::Worry,
            // The core's order, each once: the same worry always reads the same.
            WorrySign::ALL.iter().filter(|s| signs.contains(s)).map(|s| s.as_str()).collect::<Vec<_>>().join(","),
            None,
        ),
    }
}

/// Stores a patient's answer (and a question's inquiry). `None` when the booking is gone (erased).
#[tracing::instrument(skip_all)]
pub async fn record(
    conn: &mut AnyConnection,
    ctx: &AnswerContext<'_>,
    answer: &Aftercare,
    now: i64,
) -> Result<Option<Recorded>, sqlx::Error> {
    let code = ctx.aftercare.code.as_str();
    if !hold_live(conn, code).await? {
        return Ok(None);
    }
    let day = day_after(ctx.aftercare.completed_at, now);
    let (kind, signs, question) = parts(answer);
    if let Some(first) = same_answer_today(conn, code, day, kind, &signs, question).await? {
        return Ok(Some(first));
    }
    let inquiry_id = match question {
        Some(q) => match open_inquiry(conn, code, ctx, q, now).await? {
            Some(id) => Some(id),
            None => return Ok(None),
        },
        None => None,
    };
    let id = new_id("aft");
    sqlx::query(
        "INSERT INTO aftercare_answers (id, code, day, answer, signs, inquiry_id, answered_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&id)
    .bind(code)
    .bind(day)
    .bind(kind.as_str())
    .bind(&signs)
    .bind(inquiry_id.as_deref())
    .bind(now)
    .execute(&mut *conn)
    .await?;
    if kind == WoundAnswer::Worry {
        // The branch's staff hear of it at once (the code and the way to the triage queue only).
        outbox::enqueue(conn, OutboxKind::StaffAftercareWorry, &id, STAFF_LANG, now).await?;
    }
    Ok(Some(Recorded { id, inquiry_id, fresh: true }))
}

/// Whether booking `code` still has its aftercare, in the caller's transaction, holding it until the
/// transaction ends. Erasure empties a booking (`purged_at` set, the row kept) and deletes its
/// `aftercare` row and answers: an answer is stored only while both still stand. The no-op update
/// takes the `aftercare` row's lock on PostgreSQL, so an erasure running at the same moment on another
/// instance waits for this transaction and then deletes what it stored (or this one finds the row
/// gone); on SQLite the writer's transactions run one at a time anyway.
async fn hold_live(conn: &mut AnyConnection, code: &str) -> Result<bool, sqlx::Error> {
    let held = sqlx::query(
        "UPDATE aftercare SET code = code WHERE code = $1 \
         AND EXISTS (SELECT 1 FROM bookings b WHERE b.code = $1 AND b.purged_at IS NULL)",
    )
    .bind(code)
    .execute(&mut *conn)
    .await?;
    Ok(held.rows_affected() == 1)
}

/// The same answer stored earlier the same day, if any: a question with the same words, a worry
/// with the same signs that no one has handled yet, or another "all fine".
async fn same_answer_today(
    conn: &mut AnyConnection,
    code: &str,
    day: i64,
    kind: WoundAnswer,
    signs: &str,
    question: Option<&str>,
) -> Result<Option<Recorded>, sqlx::Error> {
    let row = match question {
        Some(q) => {
            sqlx::query(
                "SELECT a.id, a.inquiry_id FROM aftercare_answers a JOIN inquiries i ON i.id = a.inquiry_id \
                 WHERE a.code = $1 AND a.day = $2 AND a.answer = 'question' AND i.message = $3 LIMIT 1",
            )
            .bind(code)
            .bind(day)
            .bind(q)
            .fetch_optional(&mut *conn)
            .await?
        }
        None => {
            sqlx::query(
                "SELECT id, inquiry_id FROM aftercare_answers \
                 WHERE code = $1 AND day = $2 AND answer = $3 AND signs = $4 AND handled_at IS NULL LIMIT 1",
            )
            .bind(code)
            .bind(day)
            .bind(kind.as_str())
            .bind(signs)
            .fetch_optional(&mut *conn)
            .await?
        }
    };
    row.map(|r| Ok(Recorded { id: r.try_get("id")?, inquiry_id: r.try_get("inquiry_id")?, fresh: false })).transpose()
}

/// Opens a question's inquiry thread as a patient's inquiry is stored (`storage::apply`), with the
/// booking's contact details and the notice the patient accepted with it. `None`: no such booking.
async fn open_inquiry(
    conn: &mut AnyConnection,
    code: &str,
    ctx: &AnswerContext<'_>,
    question: &str,
    now: i64,
) -> Result<Option<String>, sqlx::Error> {
    let Some(b) = sqlx::query(
        "SELECT name, email, phone, phone_digits, lang, notice_version, notice_accepted_at FROM bookings \
         WHERE code = $1 AND purged_at IS NULL",
    )
    .bind(code)
    .fetch_optional(&mut *conn)
    .await?
    else {
        return Ok(None);
    };
    let lang: String = b.try_get("lang")?;
    let id = new_id("inq");
    sqlx::query(
        "INSERT INTO inquiries (id, name, email, phone, phone_digits, subject, message, inquiry_type, lang, received_at, \
         notice_version, notice_accepted_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(&id)
    .bind(b.try_get::<String, _>("name")?)
    .bind(b.try_get::<String, _>("email")?)
    .bind(b.try_get::<String, _>("phone")?)
    .bind(b.try_get::<String, _>("phone_digits")?)
    .bind(ctx.question_subject)
    .bind(question)
    .bind(clinic_core::model::InquiryType::Booking.as_str())
    .bind(&lang)
    .bind(now)
    .bind(b.try_get::<Option<String>, _>("notice_version")?)
    .bind(b.try_get::<Option<i64>, _>("notice_accepted_at")?)
    .execute(&mut *conn)
    .await?;
    outbox::enqueue(conn, OutboxKind::InquiryReceived, &id, &lang, now).await?;
    if ctx.notify_staff {
        outbox::enqueue(conn, OutboxKind::StaffInquiry, &id, STAFF_LANG, now).await?;
    }
    Ok(Some(id))
}

/// What a follow-up booking copies from the operated booking.
#[derive(Debug, Clone)]
pub struct FollowUpPatient {
    pub name: String,
    pub phone: String,
    pub email: String,
    pub branch: Branch,
    pub tumor_type: String,
    pub lang: String,
    pub interpreter: Option<String>,
    pub time_zone: Option<String>,
}

/// The operated booking's patient, branch and language, if the booking is still there.
#[tracing::instrument(skip_all)]
pub async fn follow_up_patient<'e, E>(db: E, code: &str) -> Result<Option<FollowUpPatient>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let Some(r) = sqlx::query(
        "SELECT name, phone, email, branch, tumor_type, lang, interpreter, time_zone FROM bookings \
         WHERE code = $1 AND purged_at IS NULL",
    )
    .bind(code)
    .fetch_optional(db)
    .await?
    else {
        return Ok(None);
    };
    let branch: String = r.try_get("branch")?;
    let Some(branch) = Branch::parse(&branch) else { return Ok(None) };
    Ok(Some(FollowUpPatient {
        name: r.try_get("name")?,
        phone: r.try_get("phone")?,
        email: r.try_get("email")?,
        branch,
        tumor_type: r.try_get("tumor_type")?,
        lang: r.try_get("lang")?,
        interpreter: r.try_get("interpreter")?,
        time_zone: r.try_get("time_zone")?,
    }))
}

// ---------------------------------------------------------------- the follow-up

/// How a claim's marker in `aftercare.follow_up_code` begins: a follow-up being booked right now.
pub const CLAIM_PREFIX: &str = "pending:";

/// A claim older than this was abandoned: its request died (the server stopped) between the claim
/// and its end. The next tap settles it from the booking job's idempotency key. Far longer than any
/// request may take (30 s), so a live claim is never taken over.
pub const CLAIM_STALE_MS: i64 = 5 * 60_000;

/// A claim on booking the follow-up of one operated booking: while its marker stands in
/// `aftercare.follow_up_code`, no other request books one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    /// Names this claim (and its booking job's idempotency key).
    pub nonce: String,
    /// When it was made (Unix ms).
    pub at: i64,
}

impl Claim {
    /// A new claim made at `now`.
    pub fn new(now: i64) -> Claim {
        Claim { nonce: new_id("fu"), at: now }
    }

    /// Its marker, as stored in `aftercare.follow_up_code`.
    pub fn marker(&self) -> String {
        format!("{CLAIM_PREFIX}{}:{}", self.nonce, self.at)
    }

    /// The claim a stored `follow_up_code` holds, if it is a marker.
    pub fn parse(stored: &str) -> Option<Claim> {
        let (nonce, at) = stored.strip_prefix(CLAIM_PREFIX)?.rsplit_once(':')?;
        Some(Claim { nonce: nonce.to_string(), at: at.parse().ok()? })
    }

    /// The idempotency key of the booking job made under this claim for operated booking `code`: the
    /// job's record that it committed, and of what (its `Done::BookingCreated`).
    pub fn key(&self, code: &str) -> String {
        format!("aftercare-follow-up:{code}:{}", self.nonce)
    }
}

/// Where the follow-up of an operated booking stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FollowUp {
    /// None booked, or the one booked is no longer ahead (cancelled by the patient or the clinic,
    /// erased, or already past: completed, no-show): the page offers times and a tap may claim.
    Open,
    /// Being booked by another request (another tap, another tab), or left unsettled by a request
    /// that died in a way its idempotency key can no longer tell.
    InProgress,
    /// Booked and still ahead (pending or confirmed): the follow-up's canonical code.
    Booked(String),
}

/// What an abandoned claim came to, from its booking job's idempotency key.
enum Settled {
    /// The job committed this booking (canonical code).
    Booked(String),
    /// The job never committed (refused, failed, or never sent): nothing was booked.
    Nothing,
    /// The key may have been pruned already: no telling.
    Unknown,
}

async fn settle_abandoned(
    conn: &mut AnyConnection,
    code: &str,
    claim: &Claim,
    now: i64,
) -> Result<Settled, sqlx::Error> {
    if let Some(kept) = find_idempotent(&mut *conn, &claim.key(code)).await? {
        if kept.status == KEY_ANSWERED {
            if let Ok(Done::BookingCreated(view)) = serde_json::from_str::<Done>(&kept.body) {
                return Ok(Settled::Booked(view.code.canonical().to_string()));
            }
        }
        return Ok(Settled::Unknown);
    }
    // Keys are kept `KEEP_MS`: past that, a missing one may have been pruned.
    Ok(if now - claim.at < KEEP_MS - CLAIM_STALE_MS { Settled::Nothing } else { Settled::Unknown })
}

/// Whether a stored follow-up code names a booking that still counts: one still ahead (pending or
/// confirmed; erasure cancels those), as the page shows it.
async fn follow_up_counts(conn: &mut AnyConnection, follow_up: &str) -> Result<bool, sqlx::Error> {
    let row = sqlx::query("SELECT status FROM bookings WHERE code = $1 AND purged_at IS NULL")
        .bind(follow_up)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(match row {
        Some(r) => {
            let status: String = r.try_get("status")?;
            matches!(BookingStatus::parse(&status), Some(BookingStatus::Pending | BookingStatus::Confirmed))
        }
        None => false,
    })
}

/// Where the follow-up of `aftercare` stands at `now`. Reads only: an abandoned claim is read as
/// what its key says, and settled for good by the next [`claim_follow_up`].
pub async fn follow_up(conn: &mut AnyConnection, aftercare: &AftercareRow, now: i64) -> Result<FollowUp, sqlx::Error> {
    let Some(stored) = aftercare.follow_up_code.as_deref() else { return Ok(FollowUp::Open) };
    let booked = match Claim::parse(stored) {
        None => stored.to_string(),
        Some(claim) if now - claim.at < CLAIM_STALE_MS => return Ok(FollowUp::InProgress),
        Some(claim) => match settle_abandoned(conn, &aftercare.code, &claim, now).await? {
            Settled::Booked(code) => code,
            Settled::Nothing => return Ok(FollowUp::Open),
            Settled::Unknown => return Ok(FollowUp::InProgress),
        },
    };
    Ok(if follow_up_counts(conn, &booked).await? { FollowUp::Booked(booked) } else { FollowUp::Open })
}

/// Settles a claim on the follow-up of `code` abandoned [`CLAIM_STALE_MS`] ago, in the caller's (the
/// writer's) transaction: its marker gives way to the booking its job made, or to none. A claim its
/// key can no longer tell about stays. Anything else stored is left as it is.
#[tracing::instrument(skip_all)]
pub async fn settle_follow_up(conn: &mut AnyConnection, code: &str, now: i64) -> Result<(), sqlx::Error> {
    let Some(current) = find(&mut *conn, code).await? else { return Ok(()) };
    let Some(old) = current.follow_up_code.as_deref().and_then(Claim::parse) else { return Ok(()) };
    if now - old.at < CLAIM_STALE_MS {
        return Ok(());
    }
    let settled = match settle_abandoned(conn, code, &old, now).await? {
        Settled::Booked(booked) => Some(booked),
        Settled::Nothing => None,
        Settled::Unknown => return Ok(()),
    };
    sqlx::query("UPDATE aftercare SET follow_up_code = $1 WHERE code = $2 AND follow_up_code = $3")
        .bind(settled.as_deref())
        .bind(code)
        .bind(old.marker())
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Whether a stored follow-up code is a claim abandoned [`CLAIM_STALE_MS`] ago (to settle).
pub fn abandoned_claim(stored: Option<&str>, now: i64) -> bool {
    stored.and_then(Claim::parse).is_some_and(|c| now - c.at >= CLAIM_STALE_MS)
}

/// What a claim came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claimed {
    /// The claim's marker stands: book, then [`booked_follow_up`] or [`release_follow_up`].
    Claimed,
    /// A follow-up is booked already, or being booked: show it, book nothing.
    Taken,
    /// The operated booking is gone (erased): nothing to book.
    Gone,
}

/// Claims the booking of the follow-up of operated booking `code`, in the caller's (the writer's)
/// transaction: its marker is set only where none is booked or being booked (none, or the one booked
/// is no longer ahead: cancelled, erased, past) and the operated booking still stands. Two taps, two tabs or two instances: one
/// claims, the others are told `Taken`. A claim abandoned [`CLAIM_STALE_MS`] ago is settled first
/// from its booking job's idempotency key (the booking it made, or none).
#[tracing::instrument(skip_all)]
pub async fn claim_follow_up(
    conn: &mut AnyConnection,
    code: &str,
    claim: &Claim,
    now: i64,
) -> Result<Claimed, sqlx::Error> {
    if find(&mut *conn, code).await?.is_none() {
        return Ok(Claimed::Gone);
    }
    settle_follow_up(conn, code, now).await?;
    let done = sqlx::query(
        "UPDATE aftercare SET follow_up_code = $1 WHERE code = $2 \
         AND EXISTS (SELECT 1 FROM bookings b WHERE b.code = $2 AND b.purged_at IS NULL) \
         AND (follow_up_code IS NULL OR (follow_up_code NOT LIKE 'pending:%' AND NOT EXISTS (\
             SELECT 1 FROM bookings f WHERE f.code = aftercare.follow_up_code \
             AND f.status IN ('pending', 'confirmed') AND f.purged_at IS NULL)))",
    )
    .bind(claim.marker())
    .bind(code)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(Claimed::Claimed);
    }
    let live = sqlx::query("SELECT 1 AS one FROM bookings WHERE code = $1 AND purged_at IS NULL")
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(if live.is_some() && find(&mut *conn, code).await?.is_some() { Claimed::Taken } else { Claimed::Gone })
}

/// Ends a claim with the follow-up it booked (canonical code). False when the claim no longer stands
/// (the booking was erased meanwhile): the follow-up is then an ordinary booking of its own.
#[tracing::instrument(skip_all)]
pub async fn booked_follow_up(
    conn: &mut AnyConnection,
    code: &str,
    claim: &Claim,
    follow_up: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE aftercare SET follow_up_code = $1 WHERE code = $2 AND follow_up_code = $3")
        .bind(follow_up)
        .bind(code)
        .bind(claim.marker())
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends a claim whose booking was refused (the time was taken, closed, or the patient's open
/// bookings are at their limit): the page offers times again.
#[tracing::instrument(skip_all)]
pub async fn release_follow_up(conn: &mut AnyConnection, code: &str, claim: &Claim) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE aftercare SET follow_up_code = NULL WHERE code = $1 AND follow_up_code = $2")
        .bind(code)
        .bind(claim.marker())
        .execute(&mut *conn)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(date: &str, hh: u32) -> i64 {
        Date::parse(date).expect("date").clinic_unix_ms(hh * 60)
    }

    #[test]
    fn days_are_counted_on_the_clinics_calendar() {
        let done = at("2026-12-01", 16);
        assert_eq!(day_after(done, at("2026-12-01", 18)), 0);
        assert_eq!(day_after(done, at("2026-12-02", 9)), 1, "the next morning is day 1");
        assert_eq!(day_after(done, at("2026-12-08", 10)), 7);
        assert_eq!(day_after(done, done - 1), 0, "never negative");
    }

    #[test]
    fn the_follow_up_window_is_seven_to_fourteen_days_after() {
        let (first, last) = follow_up_days(at("2026-12-01", 16));
        assert_eq!((first.to_string(), last.to_string()), ("2026-12-08".into(), "2026-12-15".into()));
    }

    #[test]
    fn a_worrys_signs_read_the_same_in_any_order() {
        let (one, other) = (
            Aftercare::Worry(vec![WorrySign::Pus, WorrySign::Fever]),
            Aftercare::Worry(vec![WorrySign::Fever, WorrySign::Pus]),
        );
        let (a, b) = (parts(&one), parts(&other));
        assert_eq!(a.1, "fever,pus");
        assert_eq!(a, b);
        assert_eq!(parts(&Aftercare::Fine), (WoundAnswer::Fine, String::new(), None));
    }
}
