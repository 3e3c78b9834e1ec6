//! Group commit: one task per process owns every write. Requests queue on a channel; the task takes
//! all that are waiting (up to [`MAX_BATCH`]), runs them in ONE transaction, commits (one fsync for
//! the lot), then answers each. Durability is untouched (synchronous=FULL); only the cost of a commit
//! is shared. Business outcomes (slot full, idempotent replay) never abort the transaction: they are
//! decided by statements that affect no row, so PostgreSQL never sees an error mid-batch. If a batch
//! fails for another reason, each job is retried alone so one bad job cannot sink its neighbours.

use super::queries::{self, find_idempotent};
use super::{bulk, now_ms, Backend, Db, StorageError};
use crate::codes;
use crate::error::AppError;
use crate::extract::Reply;
use axum::http::StatusCode;
use clinic_core::validate::{Booking, Inquiry};
use futures::future::BoxFuture;
use serde_json::json;
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, Connection};
use tokio::sync::{mpsc, oneshot};

/// The most jobs committed together.
pub const MAX_BATCH: usize = 512;

/// The Idempotency-Key of a request and the fingerprint of what it asked.
#[derive(Debug, Clone)]
pub struct Idem {
    pub key: String,
    pub fingerprint: String,
}

/// A photo already stored in the upload store, to be recorded with its assessment.
#[derive(Debug, Clone)]
pub struct StoredPhoto {
    pub id: String,
    pub object_path: String,
    pub content_type: &'static str,
    pub bytes: i64,
    pub width: i64,
    pub height: i64,
}

/// One write.
pub enum Job {
    Booking {
        booking: Booking,
        capacity: i64,
    },
    Cancel {
        code: String,
        contact: String,
    },
    Inquiry {
        inquiry: Inquiry,
    },
    Assessment {
        id: String,
        answers: String,
        result: serde_json::Value,
        email: Option<String>,
        lang: String,
        photos: Vec<StoredPhoto>,
    },
    /// What the outbox worker delivered and what failed.
    OutboxResults {
        sent: Vec<i64>,
        failed: Vec<queries::FailedDelivery>,
    },
    /// Forget idempotency keys stored before this time (Unix ms); answers how many went.
    PruneIdempotency {
        before: i64,
    },
}

/// What the writer answers: the reply, and whether this request stored something new (false for a
/// replay, so the caller can drop files it wrote for nothing).
#[derive(Debug)]
pub struct Written {
    pub reply: Reply,
    pub fresh: bool,
}

type Outcome = Result<Written, AppError>;

struct Request {
    job: Job,
    idem: Option<Idem>,
    answer: oneshot::Sender<Outcome>,
}

/// A closure from [`Writer::transact`], boxed so the queue can carry any result type: it runs its
/// transaction and answers its caller itself, and tells the writer whether the connection is still good.
type Transaction = Box<dyn for<'c> FnOnce(&'c mut AnyConnection) -> BoxFuture<'c, bool> + Send>;

/// What the queue carries: a job for the next batch, or a transaction of its own.
// Jobs, the hot path of bookings, stay unboxed; transactions are boxed closures anyway.
#[allow(clippy::large_enum_variant)]
enum Message {
    Job(Request),
    Transact(Transaction),
}

/// The handle handlers use to submit writes.
#[derive(Clone)]
pub struct Writer {
    tx: mpsc::Sender<Message>,
}

impl Writer {
    /// Starts the writer task; it ends (after flushing its queue) when every handle is dropped.
    pub fn start(db: Db) -> (Writer, tokio::task::JoinHandle<()>) {
        let (tx, rx) = mpsc::channel(8192);
        let handle = tokio::spawn(run(db, rx));
        (Writer { tx }, handle)
    }

    /// Submits a job and waits until it is committed (or refused).
    pub async fn submit(&self, job: Job, idem: Option<Idem>) -> Outcome {
        let (answer, rx) = oneshot::channel();
        self.tx
            .send(Message::Job(Request { job, idem, answer }))
            .await
            .map_err(|_| AppError::Internal("writer stopped".into()))?;
        rx.await.map_err(|_| AppError::Internal("writer dropped a job".into()))?
    }

    /// Runs `work` in one transaction on the writer's connection: dashboard and staff writes.
    ///
    /// It commits when `work` returns `Ok` and rolls back when it returns `Err`. It runs between
    /// batches, alone in its transaction, so a dashboard change never shares a fate with a patient's
    /// booking, and on SQLite it never competes with the writer for the write lock.
    pub async fn transact<T, F>(&self, work: F) -> Result<T, StorageError>
    where
        T: Send + 'static,
        F: for<'c> FnOnce(&'c mut sqlx::AnyConnection) -> BoxFuture<'c, Result<T, StorageError>> + Send + 'static,
    {
        let (answer, rx) = oneshot::channel::<Result<T, StorageError>>();
        let run: Transaction = Box::new(move |conn: &mut AnyConnection| {
            Box::pin(async move {
                let (result, healthy) = in_transaction(conn, work).await;
                let _ = answer.send(result);
                healthy
            })
        });
        self.tx.send(Message::Transact(run)).await.map_err(|_| StorageError::WriterStopped)?;
        rx.await.map_err(|_| StorageError::WriterStopped)?
    }
}

/// Begins, runs `work`, commits or rolls back. The flag says whether the connection can be kept: a
/// failed begin, commit or rollback may mean the link is gone; an `Err` from `work` alone does not.
async fn in_transaction<T, F>(conn: &mut AnyConnection, work: F) -> (Result<T, StorageError>, bool)
where
    F: for<'c> FnOnce(&'c mut sqlx::AnyConnection) -> BoxFuture<'c, Result<T, StorageError>>,
{
    let mut tx = match conn.begin().await {
        Ok(tx) => tx,
        Err(e) => return (Err(e.into()), false),
    };
    match work(&mut tx).await {
        Ok(value) => match tx.commit().await {
            Ok(()) => (Ok(value), true),
            Err(e) => (Err(e.into()), false),
        },
        Err(e) => {
            let healthy = tx.rollback().await.is_ok();
            (Err(e), healthy)
        }
    }
}

async fn run(db: Db, mut rx: mpsc::Receiver<Message>) {
    let mut batch: Vec<Request> = Vec::with_capacity(MAX_BATCH);
    // The writer keeps one connection for its whole life: its prepared statements stay cached and no
    // batch waits on the pool. It is replaced after a failed batch, in case the failure was the link.
    let mut conn: Option<PoolConnection<Any>> = None;
    // A transaction that arrived while a batch was being gathered; it runs right after that batch.
    let mut waiting: Option<Transaction> = None;
    loop {
        if let Some(work) = waiting.take() {
            conn = transact_on(&db, conn, work).await;
        }
        let Some(first) = rx.recv().await else { break };
        match first {
            Message::Job(r) => batch.push(r),
            Message::Transact(work) => {
                waiting = Some(work);
                continue;
            }
        }
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(Message::Job(r)) => batch.push(r),
                Ok(Message::Transact(work)) => {
                    waiting = Some(work);
                    break;
                }
                Err(_) => break,
            }
        }
        let size = batch.len();
        let held = match conn.take() {
            Some(c) => Ok(c),
            None => db.pool.acquire().await,
        };
        let mut held = match held {
            Ok(c) => c,
            Err(e) => {
                tracing::error!(error = %e, size, "no database connection for the batch");
                for req in batch.drain(..) {
                    let _ = req.answer.send(Err(AppError::Internal("database unavailable".into())));
                }
                continue;
            }
        };
        match commit(&mut held, db.backend, &batch).await {
            Ok(outcomes) => {
                for (req, outcome) in batch.drain(..).zip(outcomes) {
                    let _ = req.answer.send(outcome);
                }
                conn = Some(held);
            }
            Err(e) => {
                tracing::warn!(error = %e, size, "batch failed; retrying its jobs one by one");
                drop(held);
                for req in batch.drain(..) {
                    let outcome = match db.pool.acquire().await {
                        Ok(mut c) => match commit(&mut c, db.backend, std::slice::from_ref(&req)).await {
                            Ok(mut o) => o.pop().unwrap_or_else(|| Err(AppError::Internal("empty outcome".into()))),
                            Err(e) => Err(AppError::from(e)),
                        },
                        Err(e) => Err(AppError::from(e)),
                    };
                    let _ = req.answer.send(outcome);
                }
            }
        }
        tracing::debug!(size, "batch committed");
    }
    tracing::info!("writer stopped: queue flushed");
}

/// Runs one [`Writer::transact`] closure on the writer's connection (acquiring one if needed) and
/// hands the connection back unless it may be broken.
async fn transact_on(db: &Db, held: Option<PoolConnection<Any>>, work: Transaction) -> Option<PoolConnection<Any>> {
    let mut held = match held {
        Some(c) => c,
        None => match db.pool.acquire().await {
            Ok(c) => c,
            Err(e) => {
                tracing::error!(error = %e, "no database connection for a transaction");
                // Dropping the closure drops its answer channel: the caller gets `WriterStopped`.
                drop(work);
                return None;
            }
        },
    };
    let healthy = work(&mut held).await;
    healthy.then_some(held)
}

/// Runs jobs in one transaction and commits. Outcomes are only meaningful once this returns Ok.
///
/// New bookings, the bulk of the traffic, first try the fast path ([`bulk`]): a few multi-row
/// statements for all of them. When it cannot decide for every one of them (a slot without room, a
/// code collision, an Idempotency-Key seen before), the transaction is rolled back and every job
/// takes the careful path, one job at a time.
async fn commit(conn: &mut AnyConnection, backend: Backend, batch: &[Request]) -> Result<Vec<Outcome>, sqlx::Error> {
    let now = now_ms();
    let bookings: Vec<usize> =
        batch.iter().enumerate().filter(|(_, r)| matches!(r.job, Job::Booking { .. })).map(|(i, _)| i).collect();
    let plan = bulk::Plan::new(bookings.iter().filter_map(|&i| match &batch[i].job {
        Job::Booking { booking, capacity } => {
            Some(bulk::NewBooking { booking, capacity: *capacity, idem: batch[i].idem.as_ref() })
        }
        _ => None,
    }));
    if let Some(plan) = plan {
        let mut tx = conn.begin().await?;
        if let Some(replies) = bulk::store(&mut tx, backend, &plan, now).await? {
            let mut outcomes: Vec<Option<Outcome>> = (0..batch.len()).map(|_| None).collect();
            for (&i, reply) in bookings.iter().zip(replies) {
                outcomes[i] = Some(Ok(Written { reply, fresh: true }));
            }
            for (i, req) in batch.iter().enumerate() {
                if outcomes[i].is_none() {
                    outcomes[i] = Some(apply(&mut tx, backend, &req.job, req.idem.as_ref(), now).await?);
                }
            }
            tx.commit().await?;
            return Ok(outcomes
                .into_iter()
                .map(|o| o.unwrap_or_else(|| Err(AppError::Internal("job without outcome".into()))))
                .collect());
        }
        tx.rollback().await?;
    }
    let mut tx = conn.begin().await?;
    let mut outcomes = Vec::with_capacity(batch.len());
    for req in batch {
        outcomes.push(apply(&mut tx, backend, &req.job, req.idem.as_ref(), now).await?);
    }
    tx.commit().await?;
    Ok(outcomes)
}

/// Runs one job with its idempotency bookkeeping.
async fn apply(
    conn: &mut AnyConnection,
    backend: Backend,
    job: &Job,
    idem: Option<&Idem>,
    now: i64,
) -> Result<Outcome, sqlx::Error> {
    if let Some(idem) = idem {
        let claimed = sqlx::query(
            "INSERT INTO idempotency_keys (idem_key, fingerprint, status, body, created_at) VALUES ($1, $2, 0, '', $3) ON CONFLICT (idem_key) DO NOTHING",
        )
        .bind(&idem.key)
        .bind(&idem.fingerprint)
        .bind(now)
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if claimed == 0 {
            return Ok(replay(find_idempotent(&mut *conn, &idem.key).await?, idem));
        }
    }
    let outcome = match job {
        Job::Booking { booking, capacity } => insert_booking(conn, backend, booking, *capacity, now).await?,
        Job::Cancel { code, contact } => cancel_booking(conn, code, contact, now).await?,
        Job::Inquiry { inquiry } => insert_inquiry(conn, inquiry, now).await?,
        Job::Assessment { id, answers, result, email, lang, photos } => {
            insert_assessment(conn, id, answers, result, email.as_deref(), lang, photos, now).await?
        }
        Job::OutboxResults { sent, failed } => {
            queries::mark_sent(conn, backend, sent, now).await?;
            for f in failed {
                queries::mark_failed(conn, f).await?;
            }
            Reply::json(StatusCode::OK, &json!({ "marked": sent.len() + failed.len() }))
        }
        Job::PruneIdempotency { before } => {
            let pruned = queries::prune_idempotency(conn, *before).await?;
            Reply::json(StatusCode::OK, &json!({ "pruned": pruned }))
        }
    };
    if let Some(idem) = idem {
        match &outcome {
            Ok(reply) => {
                sqlx::query("UPDATE idempotency_keys SET status = $1, body = $2 WHERE idem_key = $3")
                    .bind(reply.status.as_u16() as i64)
                    .bind(&reply.body)
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
    Ok(outcome.map(|reply| Written { reply, fresh: true }))
}

/// The answer for a key seen before: the first reply byte for byte, or 409 for another request.
pub fn replay(stored: Option<queries::StoredAnswer>, idem: &Idem) -> Outcome {
    match stored {
        Some(s) if s.fingerprint == idem.fingerprint && s.status > 0 => {
            let status = StatusCode::from_u16(s.status as u16).map_err(|e| AppError::Internal(e.to_string()))?;
            Ok(Written { reply: Reply { status, body: s.body }, fresh: false })
        }
        // Another request, or the same one still in flight elsewhere.
        _ => Err(AppError::IdempotencyConflict),
    }
}

#[tracing::instrument(skip_all, fields(branch = booking.branch.as_str(), date = %booking.date, time = %booking.time))]
async fn insert_booking(
    conn: &mut AnyConnection,
    backend: Backend,
    booking: &Booking,
    capacity: i64,
    now: i64,
) -> Result<Result<Reply, AppError>, sqlx::Error> {
    let date = booking.date.to_string();
    let time = booking.time.to_string();
    let branch = booking.branch.as_str();
    // The seat is taken only while below capacity; a full slot updates no row.
    let seated = sqlx::query(
        "INSERT INTO slot_counts (branch, slot_date, slot_time, taken) VALUES ($1, $2, $3, 1) \
         ON CONFLICT (branch, slot_date, slot_time) DO UPDATE SET taken = slot_counts.taken + 1 WHERE slot_counts.taken < $4",
    )
    .bind(branch)
    .bind(&date)
    .bind(&time)
    .bind(capacity)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if seated == 0 {
        return Ok(Err(AppError::SlotFull));
    }
    let mut code = String::new();
    let sql = bulk::booking_sql(backend, 1);
    for _ in 0..8 {
        code = codes::generate();
        let inserted = bulk::bind_booking(sqlx::query(&sql), booking, &code, &date, &time, now)
            .execute(&mut *conn)
            .await?
            .rows_affected();
        if inserted == 1 {
            outbox(conn, "booking_created", &code, booking.lang.tag(), now).await?;
            let body = json!({
                "confirmationCode": codes::display(&code),
                "status": "pending",
                "branch": branch,
                "preferredDate": date,
                "preferredTime": time,
            });
            return Ok(Reply::json(StatusCode::CREATED, &body));
        }
    }
    // 2^50 codes make eight collisions in a row practically impossible; say so rather than loop.
    Err(sqlx::Error::Protocol(format!("no free confirmation code after 8 tries (last {})", code.len())))
}

#[tracing::instrument(skip_all)]
async fn cancel_booking(
    conn: &mut AnyConnection,
    code: &str,
    contact: &str,
    now: i64,
) -> Result<Result<Reply, AppError>, sqlx::Error> {
    let Some(row) = queries::find_booking(&mut *conn, code).await? else { return Ok(Err(AppError::NotFound)) };
    if !row.matches_contact(contact) {
        return Ok(Err(AppError::NotFound));
    }
    match row.status.as_str() {
        "cancelled" => {}
        "completed" => return Ok(Err(AppError::NotChangeable)),
        _ => {
            sqlx::query("UPDATE bookings SET status = 'cancelled', updated_at = $1 WHERE code = $2")
                .bind(now)
                .bind(code)
                .execute(&mut *conn)
                .await?;
            sqlx::query("UPDATE slot_counts SET taken = taken - 1 WHERE branch = $1 AND slot_date = $2 AND slot_time = $3 AND taken > 0")
                .bind(&row.branch)
                .bind(&row.preferred_date)
                .bind(&row.preferred_time)
                .execute(&mut *conn)
                .await?;
            outbox(conn, "booking_cancelled", code, &row.lang, now).await?;
        }
    }
    Ok(Reply::json(StatusCode::OK, &json!({"confirmationCode": codes::display(code), "status": "cancelled"})))
}

#[tracing::instrument(skip_all)]
async fn insert_inquiry(
    conn: &mut AnyConnection,
    inquiry: &Inquiry,
    now: i64,
) -> Result<Result<Reply, AppError>, sqlx::Error> {
    let id = crate::ids::new_id("inq");
    sqlx::query(
        "INSERT INTO inquiries (id, name, email, phone, subject, message, inquiry_type, lang, received_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(&id)
    .bind(inquiry.name.as_str())
    .bind(inquiry.email.as_str())
    .bind(inquiry.phone.as_ref().map(|p| p.as_str()))
    .bind(&inquiry.subject)
    .bind(&inquiry.message)
    .bind(inquiry.inquiry_type.as_str())
    .bind(inquiry.lang.tag())
    .bind(now)
    .execute(&mut *conn)
    .await?;
    outbox(conn, "inquiry_received", &id, inquiry.lang.tag(), now).await?;
    Ok(Reply::json(StatusCode::CREATED, &json!({"id": id, "receivedAt": crate::ids::rfc3339(now)})))
}

#[allow(clippy::too_many_arguments)]
#[tracing::instrument(skip_all, fields(photos = photos.len()))]
async fn insert_assessment(
    conn: &mut AnyConnection,
    id: &str,
    answers: &str,
    result: &serde_json::Value,
    email: Option<&str>,
    lang: &str,
    photos: &[StoredPhoto],
    now: i64,
) -> Result<Result<Reply, AppError>, sqlx::Error> {
    sqlx::query(
        "INSERT INTO assessments (id, answers, result, email, lang, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id)
    .bind(answers)
    .bind(result.to_string())
    .bind(email)
    .bind(lang)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    for p in photos {
        sqlx::query(
            "INSERT INTO assessment_photos (id, assessment_id, object_path, content_type, bytes, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(&p.id)
        .bind(id)
        .bind(&p.object_path)
        .bind(p.content_type)
        .bind(p.bytes)
        .bind(p.width)
        .bind(p.height)
        .execute(&mut *conn)
        .await?;
    }
    Ok(Reply::json(StatusCode::CREATED, &json!({"id": id, "result": result})))
}

async fn outbox(conn: &mut AnyConnection, kind: &str, ref_id: &str, lang: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO outbox (kind, ref_id, lang, created_at, attempts, next_attempt_at) VALUES ($1, $2, $3, $4, 0, $4)",
    )
    .bind(kind)
    .bind(ref_id)
    .bind(lang)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
