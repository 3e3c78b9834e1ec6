//! Leases on background tasks that exactly one instance may run at a time (the waitlist's offers,
//! the daily retention purge). Modelled on the outbox's claim: an instance takes a task by moving its
//! lease ahead with one conditional UPDATE; another instance sees the lease in the future and skips
//! the task, and a lease left by an instance that died simply runs out.

use sqlx::AnyConnection;

/// Takes task `name` until `until` (Unix ms) if its lease has run out by `now`. Returns whether this
/// caller got it.
pub async fn claim(conn: &mut AnyConnection, name: &str, holder: &str, now: i64, until: i64) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query("UPDATE task_leases SET holder = $1, lease_until = $2 WHERE name = $3 AND lease_until <= $4")
        .bind(holder)
        .bind(until)
        .bind(name)
        .bind(now)
        .execute(&mut *conn)
        .await?
        .rows_affected();
    Ok(claimed == 1)
}

/// Gives a lease back early (the task finished), so the next pass need not wait for it to run out.
pub async fn release(conn: &mut AnyConnection, name: &str, holder: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE task_leases SET lease_until = $1 WHERE name = $2 AND holder = $3")
        .bind(now)
        .bind(name)
        .bind(holder)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
