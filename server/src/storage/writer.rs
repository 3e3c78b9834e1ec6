//! Group commit: one task per process owns every write. Requests queue on a channel; the task takes
//! all that are waiting (up to [`MAX_BATCH`]), runs them in ONE transaction, commits (one fsync for
//! the lot), then answers each. Durability is untouched (synchronous=FULL); only the cost of a commit
//! is shared. Business outcomes (slot full, idempotent replay) never abort the transaction: they are
//! decided by statements that affect no row, so PostgreSQL never sees an error mid-batch. If a batch
//! fails for another reason, each job is retried alone so one bad job cannot sink its neighbours.

use super::apply::apply;
use super::bulk;
use super::job::{Idem, Job, WriteError, Written};
use super::native::{NativeError, NativeWriter};
use super::open_limits::{self, Holder, OpenLimits};
// Jobs are submitted through the writer; their types are re-exported where callers look for them.
pub use super::job::{Done, Refused, StoredPhoto};
use super::{now_ms, Backend, Db, StorageError};
use futures::future::BoxFuture;
use sqlx::pool::PoolConnection;
use sqlx::{Any, AnyConnection, Connection};
use tokio::sync::{mpsc, oneshot};

/// The most jobs committed together.
pub const MAX_BATCH: usize = 512;

type Outcome = Result<Written, WriteError>;

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
    db: Db,
}

impl Writer {
    /// Starts the writer task; it ends (after flushing its queue) when every handle is dropped.
    pub fn start(db: Db) -> (Writer, tokio::task::JoinHandle<()>) {
        let (tx, rx) = mpsc::channel(8192);
        let handle = tokio::spawn(run(db.clone(), rx));
        (Writer { tx, db }, handle)
    }

    /// Submits a job and waits until it is committed (or refused).
    pub async fn submit(&self, job: Job, idem: Option<Idem>) -> Outcome {
        let searched = self.db.text_index.is_ready().then(|| search_text(&job)).flatten();
        let (answer, rx) = oneshot::channel();
        self.tx
            .send(Message::Job(Request { job, idem, answer }))
            .await
            .map_err(|_| WriteError::Unavailable("writer stopped".into()))?;
        let outcome = rx.await.map_err(|_| WriteError::Failed("writer dropped a job".into()))?;
        if let Ok(Written { done: Done::BookingCreated(view), fresh: true }) = &outcome {
            self.index_booking(view.code.canonical(), searched).await;
        }
        outcome
    }

    /// Adds a booking just committed to the inbox's search text (SQLite, [`super::inbox::text_index`]),
    /// before its caller answers: from the job's own text, or read back when the job had none (a
    /// waitlist offer taken, whose booking is made from the entry).
    async fn index_booking(&self, code: &str, text: Option<[String; 3]>) {
        let index = &self.db.text_index;
        if !index.is_ready() {
            return;
        }
        let text = match text {
            Some(text) => Some(text),
            None => super::queries::booking_search_text(&self.db, code).await.unwrap_or_else(|e| {
                // The inbox finds it again after the next start; staff can still open it by its code.
                tracing::warn!(error = %e, "could not read a new booking back for the inbox's search");
                None
            }),
        };
        if let Some([name, email, phone]) = text {
            index.put(code, &name, &email, &phone);
        }
    }

    /// Bookings emptied by a committed erasure or purge leave the inbox's search text.
    pub fn forget_search_text(&self, codes: &[String]) {
        self.db.text_index.remove(codes);
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

/// The search text of the booking a job stores (name, e-mail as stored, phone digits), if it is one.
fn search_text(job: &Job) -> Option<[String; 3]> {
    match job {
        Job::Booking { booking, .. } => Some([
            booking.name.as_str().to_string(),
            booking.email.normalized().to_string(),
            booking.phone.digits().to_string(),
        ]),
        _ => None,
    }
}

/// Begins, runs `work`, commits or rolls back. The flag says whether the connection can be kept: a
/// failed begin, commit or rollback may mean the link is gone; an `Err` from `work` alone does not.
async fn in_transaction<T, F>(conn: &mut AnyConnection, work: F) -> (Result<T, StorageError>, bool)
where
    F: for<'c> FnOnce(&'c mut sqlx::AnyConnection) -> BoxFuture<'c, Result<T, StorageError>>,
{
    // On SQLite take the write lock up front: a deferred transaction that reads and then writes fails
    // at once (no busy wait) when another connection committed in between, e.g. `clinic admin` run
    // beside the server, both appending to the audit log.
    let begun = if conn.backend_name().eq_ignore_ascii_case("sqlite") {
        conn.begin_with("BEGIN IMMEDIATE").await
    } else {
        conn.begin().await
    };
    let mut tx = match begun {
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
    let mut native = db.sqlite_file.clone().and_then(|file| {
        NativeWriter::start(file)
            .inspect_err(|e| tracing::warn!(error = %e, "no thread for the writer's own connection: bookings go through the pool"))
            .ok()
    });
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
        let mut fast_path_tried = false;
        if let Some(own) = native.as_ref().filter(|_| only_new_bookings(&batch)) {
            let stored;
            (batch, stored) = store_natively(own, std::mem::take(&mut batch)).await;
            match stored {
                Natively::Stored(created) => {
                    for (req, done) in batch.drain(..).zip(created) {
                        let _ = req.answer.send(Ok(Written { done, fresh: true }));
                    }
                    tracing::debug!(size, "batch committed on the writer's own connection");
                    continue;
                }
                // Rolled back: a booking needs a decision; the careful path below makes it.
                Natively::Careful => fast_path_tried = true,
                // The sqlx connection tries again, and reports an outage as it always has.
                Natively::Failed(e) => tracing::warn!(error = %e, size, "batch failed on the writer's own connection"),
                Natively::Gone => {
                    tracing::error!("the writer's own SQLite thread has stopped: bookings go through the pool");
                    if let Some(own) = native.take() {
                        own.stop().await;
                    }
                }
            }
        }
        let held = match conn.take() {
            Some(c) => Ok(c),
            None => db.pool.acquire().await,
        };
        let mut held = match held {
            Ok(c) => c,
            Err(e) => {
                tracing::error!(error = %e, size, "no database connection for the batch");
                for req in batch.drain(..) {
                    let _ = req.answer.send(Err(WriteError::Unavailable(format!("no connection: {e}"))));
                }
                continue;
            }
        };
        match commit(&mut held, db.backend, &batch, fast_path_tried).await {
            Ok(outcomes) => {
                for (req, outcome) in batch.drain(..).zip(outcomes) {
                    let _ = req.answer.send(outcome);
                }
                conn = Some(held);
            }
            Err(e) => {
                tracing::warn!(error = %e, size, "batch failed; retrying its jobs one by one");
                // Never back into the pool: after a failed commit or rollback its transaction state is
                // unknown (SQLite may have rolled back by itself on a full disk while sqlx still counts
                // an open transaction), and the next user's BEGIN would become a savepoint whose
                // "commit" commits nothing.
                held.close_on_drop();
                drop(held);
                // When the database is down or its disk full, retrying each job would only make each
                // wait for its own failure (a connection attempt can take the pool's whole acquire
                // timeout) while requests queue behind them: all are told 503 at once instead.
                let mut outage = super::is_unavailable(&e).then(|| e.to_string());
                for req in batch.drain(..) {
                    let outcome = match &outage {
                        Some(why) => Err(WriteError::Unavailable(format!("database: {why}"))),
                        None => match db.pool.acquire().await {
                            Ok(mut c) => match commit(&mut c, db.backend, std::slice::from_ref(&req), false).await {
                                Ok(mut o) => o.pop().unwrap_or_else(|| Err(WriteError::Failed("empty outcome".into()))),
                                Err(e) => {
                                    c.close_on_drop();
                                    Err(WriteError::from(e))
                                }
                            },
                            Err(e) => Err(WriteError::from(e)),
                        },
                    };
                    if let Err(WriteError::Unavailable(why)) = &outcome {
                        outage = Some(why.clone());
                    }
                    let _ = req.answer.send(outcome);
                }
            }
        }
        tracing::debug!(size, "batch committed");
    }
    if let Some(native) = native {
        native.stop().await;
    }
    tracing::info!("writer stopped: queue flushed");
}

/// Whether every job of the batch is a new booking: the batches the writer's own connection takes.
fn only_new_bookings(batch: &[Request]) -> bool {
    batch.iter().all(|r| matches!(r.job, Job::Booking { .. }))
}

/// What became of a batch sent to the writer's own SQLite connection.
enum Natively {
    /// Committed: the outcomes, in the batch's order.
    Stored(Vec<Done>),
    /// Rolled back, nothing stored: some booking needs the careful path.
    Careful,
    /// Nothing stored: the connection failed (the sqlx path tries again).
    Failed(String),
    /// Nothing stored: the thread is gone; the writer stops using it.
    Gone,
}

/// A batch lent to the writer's SQLite thread. It comes back when the loan is dropped, however the
/// work ends: done, never run (the thread gone, the database not opened) or unwound by a panic.
struct Lent {
    batch: Vec<Request>,
    back: Option<oneshot::Sender<Vec<Request>>>,
}

impl Drop for Lent {
    fn drop(&mut self) {
        if let Some(back) = self.back.take() {
            let _ = back.send(std::mem::take(&mut self.batch));
        }
    }
}

/// Stores a batch of new bookings on the writer's own SQLite connection ([`bulk::store_native`]) and
/// hands the batch back with what became of it.
async fn store_natively(native: &NativeWriter, batch: Vec<Request>) -> (Vec<Request>, Natively) {
    let now = now_ms();
    // The batch travels to the thread and back: the plan borrows from it.
    let (back, returned) = oneshot::channel();
    let lent = Lent { batch, back: Some(back) };
    let ran = native
        .run(move |conn| match booking_plan(&lent.batch, now) {
            Some(plan) => match bulk::store_native(conn, &plan) {
                Ok(Some(created)) => Natively::Stored(created),
                Ok(None) => Natively::Careful,
                Err(e) => Natively::Failed(e.to_string()),
            },
            None => Natively::Careful,
        })
        .await;
    // The loan always comes back (see [`Lent`]); an empty batch would only mean it never left.
    let batch = returned.await.unwrap_or_default();
    let outcome = match ran {
        Ok(outcome) => outcome,
        Err(NativeError::Stopped) => Natively::Gone,
        Err(e @ NativeError::Open(_)) => Natively::Failed(e.to_string()),
    };
    (batch, outcome)
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
    if healthy {
        Some(held)
    } else {
        // As after a failed batch: a connection in an unknown transaction state is closed, not pooled.
        held.close_on_drop();
        None
    }
}

/// The holders, each with its limits, that the batch's bookings and waitlist joins count against.
fn open_limit_holders(batch: &[Request]) -> impl Iterator<Item = (&Holder, OpenLimits)> {
    batch.iter().filter_map(|r| match &r.job {
        Job::Booking { holder, limits, .. } | Job::JoinWaitlist { holder, limits, .. } if limits.any() => {
            Some((holder, *limits))
        }
        _ => None,
    })
}

/// The fast path's plan for the batch's new bookings, in the batch's order ([`bulk::Plan::new`]).
fn booking_plan(batch: &[Request], now: i64) -> Option<bulk::Plan<'_>> {
    let bookings = batch.iter().filter_map(|r| match &r.job {
        Job::Booking { booking, capacity, notify_staff, holder, limits, verify_hold_ms } => Some(bulk::NewBooking {
            booking,
            capacity: *capacity,
            idem: r.idem.as_ref(),
            notify_staff: *notify_staff,
            holder,
            limits: *limits,
            verify_hold_ms: *verify_hold_ms,
        }),
        _ => None,
    });
    bulk::Plan::new(bookings, now)
}

/// Runs jobs in one transaction and commits. Outcomes are only meaningful once this returns Ok.
///
/// New bookings, the bulk of the traffic, first try the fast path ([`bulk`]): a few multi-row
/// statements for all of them. When it cannot decide for every one of them (a slot without room, a
/// code collision, an Idempotency-Key seen before), the transaction is rolled back and every job
/// takes the careful path, one job at a time.
async fn commit(
    conn: &mut AnyConnection,
    backend: Backend,
    batch: &[Request],
    fast_path_tried: bool,
) -> Result<Vec<Outcome>, sqlx::Error> {
    let now = now_ms();
    let bookings: Vec<usize> =
        batch.iter().enumerate().filter(|(_, r)| matches!(r.job, Job::Booking { .. })).map(|(i, _)| i).collect();
    let plan = if fast_path_tried { None } else { booking_plan(batch, now) };
    if let Some(plan) = plan {
        let mut tx = conn.begin().await?;
        // Every lock of the batch first, the bookings' and the waitlist joins' alike (see below).
        open_limits::lock_all(&mut tx, backend, open_limit_holders(batch)).await?;
        if let Some(created) = bulk::store(&mut tx, backend, &plan).await? {
            let mut outcomes: Vec<Option<Outcome>> = (0..batch.len()).map(|_| None).collect();
            for (&i, done) in bookings.iter().zip(created) {
                outcomes[i] = Some(Ok(Written { done, fresh: true }));
            }
            for (i, req) in batch.iter().enumerate() {
                if outcomes[i].is_none() {
                    outcomes[i] = Some(apply(&mut tx, backend, &req.job, req.idem.as_ref(), now).await?);
                }
            }
            tx.commit().await?;
            return Ok(outcomes
                .into_iter()
                .map(|o| o.unwrap_or_else(|| Err(WriteError::Failed("job without outcome".into()))))
                .collect());
        }
        tx.rollback().await?;
    }
    let mut tx = conn.begin().await?;
    // Every open-booking lock the jobs will take, taken first and in one order (see
    // [`open_limits::lock_all`]): job by job, two instances' batches could each hold a lock the other
    // waits for. (Taking a waitlist offer counts against the entry's stored contact, known only inside
    // its job: it takes its own locks there, the one order left to chance, and rare.)
    open_limits::lock_all(&mut tx, backend, open_limit_holders(batch)).await?;
    let mut outcomes = Vec::with_capacity(batch.len());
    for req in batch {
        outcomes.push(apply(&mut tx, backend, &req.job, req.idem.as_ref(), now).await?);
    }
    tx.commit().await?;
    Ok(outcomes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> (Request, oneshot::Receiver<Outcome>) {
        let job = Job::OutboxResults {
            sent: vec![7],
            sent_via: vec![],
            failed: vec![],
            over_limit: vec![],
            deferred: vec![],
        };
        let (answer, rx) = oneshot::channel();
        (Request { job, idem: None, answer }, rx)
    }

    #[tokio::test]
    async fn a_batch_the_own_connection_never_ran_comes_back_whole_to_take_the_sqlx_path() {
        let dir = tempfile::tempdir().unwrap();
        // No database at that path: the connection cannot be opened (and none is made).
        let native = NativeWriter::start(dir.path().join("missing.db")).unwrap();
        let (req, mut answer) = request();
        let (batch, outcome) = store_natively(&native, vec![req]).await;
        assert!(matches!(outcome, Natively::Failed(_)));
        assert_eq!(batch.len(), 1, "the request is back, its answer still owed");
        assert!(matches!(batch[0].job, Job::OutboxResults { ref sent, .. } if sent == &[7]));
        assert!(answer.try_recv().is_err(), "nobody was answered on the way");
        native.stop().await;
    }
}
