//! The careful path of the writer: one job at a time inside the batch's transaction, with its
//! idempotency bookkeeping. Business outcomes (slot full, replay) are decided by statements that affect
//! no row, so they never abort the transaction.

use super::bulk;
use super::job::{
    keep, BookingView, Decided, Done, Idem, Job, Refused, StoredPhoto, WaitlistView, WriteError, Written, KEY_ANSWERED,
    KEY_IN_FLIGHT, STAFF_LANG,
};
use super::open_limits::{self, Counted, Holder, Limit, OpenLimits};
use super::outbox::{self, OutboxKind};
use super::queries::{self, find_idempotent};
use super::seats::{self, Seat};
use super::self_service::{self, PatientAsk};
use super::waitlist;
use super::Backend;
use crate::storage::codes;
use clinic_core::assess::AssessmentResult;
use clinic_core::date::Date;
use clinic_core::hours::OpeningHours;
use clinic_core::model::BookingStatus;
use clinic_core::validate::{Booking, Inquiry, Waitlist};
use sqlx::AnyConnection;

/// Runs one job with its idempotency bookkeeping.
pub async fn apply(
    conn: &mut AnyConnection,
    backend: Backend,
    job: &Job,
    idem: Option<&Idem>,
    now: i64,
) -> Result<Result<Written, WriteError>, sqlx::Error> {
    if let Some(idem) = idem {
        let claimed = sqlx::query(
            "INSERT INTO idempotency_keys (idem_key, fingerprint, status, body, created_at) VALUES ($1, $2, $3, '', $4) ON CONFLICT (idem_key) DO NOTHING",
        )
        .bind(&idem.key)
        .bind(&idem.fingerprint)
        .bind(KEY_IN_FLIGHT)
        .bind(now)
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if claimed == 0 {
            return Ok(replay(find_idempotent(&mut *conn, &idem.key).await?, idem));
        }
    }
    let decided = match job {
        Job::Booking { booking, capacity, notify_staff, holder, limits, verify_hold_ms } => {
            let guard = Guard { holder, limits: *limits, verify_hold_ms: *verify_hold_ms };
            insert_booking(conn, backend, booking, *capacity, *notify_staff, &guard, now).await?
        }
        Job::Cancel { code, contact, window_ms, ip } => {
            let ask = PatientAsk { code, contact, window_ms: *window_ms, ip };
            self_service::cancel(conn, &ask, now).await?
        }
        Job::Reschedule { code, contact, date, time, capacity, window_ms, ip } => {
            let ask = PatientAsk { code, contact, window_ms: *window_ms, ip };
            self_service::reschedule(conn, &ask, date, time, *capacity, now).await?
        }
        Job::Inquiry { inquiry, notify_staff } => insert_inquiry(conn, inquiry, *notify_staff, now).await?,
        Job::Assessment { id, answers, result, email, lang, photos, notify_staff } => {
            let a = NewAssessment { id, answers, result, email: email.as_deref(), lang, photos };
            insert_assessment(conn, &a, *notify_staff, now).await?
        }
        Job::JoinWaitlist { waitlist, capacity, holder, limits, hours } => {
            let guard = Guard { holder, limits: *limits, verify_hold_ms: None };
            join_waitlist(conn, backend, hours, waitlist, *capacity, &guard, now).await?
        }
        Job::TakeOffer { offer_id, capacity, notify_staff, network, limits, hours } => {
            let taker = Taker { capacity: *capacity, notify_staff: *notify_staff, network, limits: *limits, hours };
            take_offer(conn, backend, offer_id, &taker, now).await?
        }
        Job::OutboxResults { sent, sent_via, failed, over_limit, deferred } => {
            outbox::mark_sent(conn, backend, sent, now).await?;
            outbox::mark_sent_via(conn, sent_via).await?;
            outbox::defer(conn, deferred).await?;
            for f in failed {
                outbox::mark_failed(conn, f).await?;
            }
            outbox::mark_over_limit(conn, backend, over_limit, now).await?;
            waitlist::release_offers_held_back(conn, over_limit, now).await?;
            Ok(Done::OutboxMarked { marked: sent.len() + failed.len() + over_limit.len() + deferred.len() })
        }
        Job::PruneIdempotency { before } => {
            // Handled webhook events go after a week (providers stop redelivering within hours).
            let events = super::channels::prune_events(conn, now - 7 * 86_400_000).await?;
            Ok(Done::IdempotencyPruned { pruned: queries::prune_idempotency(conn, *before).await? + events })
        }
    };
    if let Some(idem) = idem {
        match &decided {
            Ok(done) => {
                let kept = keep(done).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
                sqlx::query("UPDATE idempotency_keys SET status = $1, body = $2 WHERE idem_key = $3")
                    .bind(KEY_ANSWERED)
                    .bind(kept)
                    .bind(&idem.key)
                    .execute(&mut *conn)
                    .await?;
            }
            // Refusals are not remembered: the same request may succeed later (a seat frees up).
            Err(_) => {
                sqlx::query("DELETE FROM idempotency_keys WHERE idem_key = $1")
                    .bind(&idem.key)
                    .execute(&mut *conn)
                    .await?;
            }
        }
    }
    Ok(decided.map(|done| Written { done, fresh: true }).map_err(WriteError::Refused))
}

/// The outcome for a key seen before: the first one, or a conflict for another request (or one still
/// in flight). A kept outcome this version cannot read (written before outcomes were kept as such) is
/// a conflict too: refusing is safe, storing the request again would not be.
pub fn replay(stored: Option<queries::StoredAnswer>, idem: &Idem) -> Result<Written, WriteError> {
    match stored {
        Some(s) if s.fingerprint == idem.fingerprint && s.status == KEY_ANSWERED => {
            match serde_json::from_str::<Done>(&s.body) {
                Ok(done) => Ok(Written { done, fresh: false }),
                Err(_) => Err(Refused::IdempotencyConflict.into()),
            }
        }
        _ => Err(Refused::IdempotencyConflict.into()),
    }
}

/// Who a new booking counts against, the limits on open bookings, and how long it holds its seat
/// unconfirmed when e-mail verification is on.
struct Guard<'a> {
    holder: &'a Holder,
    limits: OpenLimits,
    verify_hold_ms: Option<i64>,
}

/// Whether one more of any of `counted` would take the guard's holder over a limit, counted under the
/// holder's locks in this transaction ([`open_limits`], the one rule for bookings and the waitlist).
async fn over_open_limits(
    conn: &mut AnyConnection,
    backend: Backend,
    guard: &Guard<'_>,
    counted: &[Counted],
    now: i64,
) -> Result<Option<Limit>, sqlx::Error> {
    if !guard.limits.any() {
        return Ok(None);
    }
    open_limits::lock(conn, backend, [guard.holder], guard.limits).await?;
    let today = Date::clinic_today(now);
    for c in counted {
        if let Some(limit) = open_limits::exceeded(conn, backend, *c, guard.holder, guard.limits, today).await? {
            return Ok(Some(limit));
        }
    }
    Ok(None)
}

/// The refusal that names the limit reached (docs/public-api.md: `limit`).
fn refusal(limit: Limit) -> Refused {
    match limit {
        Limit::Contact => Refused::TooManyOpenBookings,
        Limit::Network => Refused::TooManyOpenBookingsOnNetwork,
    }
}

/// A patient joins a day's (or a slot's) waitlist. Refused with the booking's own answer when a
/// booking of theirs would be refused (their contact or network holds as many open bookings as
/// allowed: an offer could never become their booking), when their open waitlist entries reach the
/// same limit, and while a seat they could book themselves is free.
async fn join_waitlist(
    conn: &mut AnyConnection,
    backend: Backend,
    hours: &OpeningHours,
    w: &Waitlist,
    capacity: i64,
    guard: &Guard<'_>,
    now: i64,
) -> Result<Decided, sqlx::Error> {
    if let Some(limit) =
        over_open_limits(conn, backend, guard, &[Counted::Bookings, Counted::WaitlistEntries], now).await?
    {
        return Ok(Err(refusal(limit)));
    }
    if super::waitlist::has_free_seat(conn, hours, w, capacity, now).await? {
        return Ok(Err(Refused::SeatsFree));
    }
    let id = super::waitlist::join(conn, w, guard.holder, now).await?;
    Ok(Ok(Done::WaitlistJoined(WaitlistView {
        id,
        branch: w.branch,
        date: w.date.to_string(),
        time: w.time.map(|t| t.to_string()),
    })))
}

#[tracing::instrument(skip_all, fields(branch = booking.branch.as_str(), date = %booking.date, time = %booking.time))]
async fn insert_booking(
    conn: &mut AnyConnection,
    backend: Backend,
    booking: &Booking,
    capacity: i64,
    notify_staff: bool,
    guard: &Guard<'_>,
    now: i64,
) -> Result<Decided, sqlx::Error> {
    let date = booking.date.to_string();
    let time = booking.time.to_string();
    let branch = booking.branch.as_str();
    // Counted in this transaction, before the seat: a refused booking holds nothing.
    if let Some(limit) = over_open_limits(conn, backend, guard, &[Counted::Bookings], now).await? {
        return Ok(Err(refusal(limit)));
    }
    // The seat is taken only while the slot is open and below capacity; otherwise no row changes.
    match seats::take(conn, branch, &date, &time, capacity).await? {
        Seat::Taken => {}
        Seat::Full => return Ok(Err(Refused::SlotFull)),
        Seat::Closed => return Ok(Err(Refused::SlotClosed)),
    }
    let sql = bulk::booking_sql(backend, 1);
    let verify_until = guard.verify_hold_ms.map(|hold| now + hold);
    for _ in 0..8 {
        let code = codes::generate();
        let values = bulk::booking_values(booking, guard.holder, code.canonical(), &date, &time, now, verify_until);
        let inserted = super::values::bind_all(sqlx::query(&sql), &values).execute(&mut *conn).await?.rows_affected();
        if inserted == 1 {
            let staff_lang = notify_staff.then_some(STAFF_LANG);
            outbox::enqueue_new_booking(conn, code.canonical(), booking.lang.tag(), staff_lang, now).await?;
            return Ok(Ok(Done::BookingCreated(BookingView {
                code,
                status: BookingStatus::Pending,
                branch: booking.branch,
                date,
                time,
                verification: verify_until.map(|_| super::verify::Verification::Unverified),
                verify_until,
            })));
        }
    }
    // 2^50 codes make eight collisions in a row practically impossible; say so rather than loop.
    Err(sqlx::Error::Protocol("no free confirmation code after 8 tries".into()))
}

/// Who takes a waitlist offer, and what their booking is made with.
struct Taker<'a> {
    capacity: i64,
    notify_staff: bool,
    network: &'a str,
    limits: OpenLimits,
    hours: &'a OpeningHours,
}

/// Turns a held waitlist seat into a booking. The hold ends and gives its seat back, and the booking
/// path itself ([`insert_booking`], seat rule included) takes it again, all in this one transaction:
/// nobody can take the seat in between, and the booking is made exactly as a patient's own would be.
///
/// A refusal leaves the offer in a true state (docs/decisions.md, 2026-11-23):
/// - the open-booking limits ([`open_limits`], counted like any booking's): the offer stays held and
///   takeable until it expires, since the patient can cancel another booking and take it then;
/// - anything that can never pass (staff closed the slot or lowered its seats under the hold, it began, the
///   details no longer pass the booking's rules): the offer is released at once
///   ([`super::waitlist::release_offer`]) and the next waiting patient is offered the seat.
#[tracing::instrument(skip_all)]
async fn take_offer(
    conn: &mut AnyConnection,
    backend: Backend,
    offer_id: &str,
    taker: &Taker<'_>,
    now: i64,
) -> Result<Decided, sqlx::Error> {
    use super::waitlist;
    let Some(offer) = waitlist::find_offer(&mut *conn, offer_id).await? else { return Ok(Err(Refused::NotFound)) };
    if offer.status != "held" || offer.expires_at <= now {
        return Ok(Err(Refused::OfferGone));
    }
    let request = clinic_core::validate::BookingRequest {
        name: offer.name.clone(),
        phone: offer.phone.clone(),
        email: offer.email.clone(),
        branch: offer.branch.as_str().to_string(),
        preferred_date: offer.date.clone(),
        preferred_time: offer.time.clone(),
        tumor_type: offer.tumor_type.clone(),
        terms_accepted: true,
        lang: offer.lang.clone(),
        ..Default::default()
    };
    let Ok(booking) = clinic_core::validate::validate_booking_in(taker.hours, &request, now) else {
        waitlist::release_offer(conn, &offer, now).await?;
        return Ok(Err(Refused::OfferGone));
    };
    let holder = Holder {
        email_key: booking.email.identity_key(),
        phone_digits: booking.phone.digits().to_string(),
        network: taker.network.to_string(),
    };
    // Counted before the hold ends: refused here, the offer is left exactly as it was. The patient came
    // by the link of the offer's message, so their address is proven: no verification hold.
    let guard = Guard { holder: &holder, limits: taker.limits, verify_hold_ms: None };
    if let Some(limit) = over_open_limits(conn, backend, &guard, &[Counted::Bookings], now).await? {
        return Ok(Err(refusal(limit)));
    }
    if !waitlist::end_hold_for_booking(conn, &offer, now).await? {
        return Ok(Err(Refused::OfferGone));
    }
    // Already counted above, under the same locks.
    let counted = Guard { holder: &holder, limits: OpenLimits::default(), verify_hold_ms: None };
    match insert_booking(conn, backend, &booking, taker.capacity, taker.notify_staff, &counted, now).await? {
        Ok(Done::BookingCreated(view)) => {
            waitlist::mark_booked(conn, &offer, view.code.canonical(), now).await?;
            Ok(Ok(Done::BookingCreated(view)))
        }
        Ok(other) => Ok(Ok(other)),
        Err(_) => {
            // Staff closed the slot or lowered its seats under the hold: the hold cannot be honoured.
            // The hold already gave its seat back; the offer and the patient's turn end.
            sqlx::query("UPDATE waitlist_offers SET status = 'expired' WHERE id = $1")
                .bind(&offer.id)
                .execute(&mut *conn)
                .await?;
            waitlist::lapse_entry(conn, &offer.entry_id, now).await?;
            Ok(Err(Refused::OfferGone))
        }
    }
}

#[tracing::instrument(skip_all)]
async fn insert_inquiry(
    conn: &mut AnyConnection,
    inquiry: &Inquiry,
    notify_staff: bool,
    now: i64,
) -> Result<Decided, sqlx::Error> {
    let id = crate::storage::ids::new_id("inq");
    sqlx::query(
        "INSERT INTO inquiries (id, name, email, phone, phone_digits, subject, message, inquiry_type, lang, received_at, \
         notice_version, notice_accepted_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(&id)
    .bind(inquiry.name.as_str())
    .bind(inquiry.email.as_str())
    .bind(inquiry.phone.as_ref().map(|p| p.as_str()))
    // The core's digits (any script folded to ASCII), which the inbox search indexes (migration 0015).
    .bind(inquiry.phone.as_ref().map(|p| p.digits()).unwrap_or_default())
    .bind(&inquiry.subject)
    .bind(&inquiry.message)
    .bind(inquiry.inquiry_type.as_str())
    .bind(inquiry.lang.tag())
    .bind(now)
    // Clients older than the notice send no `termsAccepted`: nothing was accepted, nothing is recorded.
    .bind(inquiry.terms_accepted.then_some(clinic_core::notice::NOTICE_VERSION))
    .bind(inquiry.terms_accepted.then_some(now))
    .execute(&mut *conn)
    .await?;
    outbox::enqueue(conn, OutboxKind::InquiryReceived, &id, inquiry.lang.tag(), now).await?;
    if notify_staff {
        outbox::enqueue(conn, OutboxKind::StaffInquiry, &id, STAFF_LANG, now).await?;
    }
    Ok(Ok(Done::InquiryReceived { id, received_at: now }))
}

/// An assessment to store, as the handler checked it.
struct NewAssessment<'a> {
    id: &'a str,
    answers: &'a str,
    result: &'a AssessmentResult,
    email: Option<&'a str>,
    lang: &'a str,
    photos: &'a [StoredPhoto],
}

/// Stores an assessment with its urgency (the inbox sorts and filters by it) and its photos.
#[tracing::instrument(skip_all, fields(photos = a.photos.len()))]
async fn insert_assessment(
    conn: &mut AnyConnection,
    a: &NewAssessment<'_>,
    notify_staff: bool,
    now: i64,
) -> Result<Decided, sqlx::Error> {
    let result_json = serde_json::to_string(a.result).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    sqlx::query(
        "INSERT INTO assessments (id, answers, result, urgency, email, lang, created_at, notice_version, notice_accepted_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(a.id)
    .bind(a.answers)
    .bind(result_json)
    .bind(a.result.urgency.as_str())
    .bind(a.email)
    .bind(a.lang)
    .bind(now)
    // An assessment is valid only with both consents given (`healthDataConsent` included).
    .bind(clinic_core::notice::NOTICE_VERSION)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    for p in a.photos {
        sqlx::query(
            "INSERT INTO assessment_photos (id, assessment_id, object_path, content_type, bytes, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&p.id)
        .bind(a.id)
        .bind(&p.object_path)
        .bind(p.content_type)
        .bind(p.bytes)
        .bind(p.width)
        .bind(p.height)
        .execute(&mut *conn)
        .await?;
    }
    if notify_staff {
        outbox::enqueue(conn, OutboxKind::StaffAssessment, a.id, STAFF_LANG, now).await?;
    }
    Ok(Ok(Done::AssessmentStored { id: a.id.to_string(), result: a.result.clone() }))
}
