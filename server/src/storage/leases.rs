//! The one lease table of background tasks (`task_leases`): a task that one instance at a time may
//! run takes its lease with [`claim`], in the same transaction as the work it guards. A holder may
//! renew its own lease; nobody else may take it before it runs out, so a dead instance's lease simply
//! expires. One conditional statement per claim: of several instances exactly one wins, on SQLite
//! (one writer) and on PostgreSQL (the second waits on the row, then finds it taken).

use sqlx::AnyConnection;

/// Takes task `name`'s lease for `holder` until `until` (Unix ms) if it is free at `now` or already
/// this holder's; whether the holder has it now. A task's row is made on its first claim.
pub async fn claim(
    conn: &mut AnyConnection,
    name: &str,
    holder: &str,
    now: i64,
    until: i64,
) -> Result<bool, sqlx::Error> {
    let claimed = sqlx::query(
        "INSERT INTO task_leases (name, holder, lease_until) VALUES ($1, $2, $3) \
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until \
         WHERE task_leases.lease_until <= $4 OR task_leases.holder = excluded.holder",
    )
    .bind(name)
    .bind(holder)
    .bind(until)
    .bind(now)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

/// Gives back `holder`'s lease of task `name` at `now`, so the next pass, here or elsewhere, may run
/// at once (nothing happens if another holder has it).
pub async fn release(conn: &mut AnyConnection, name: &str, holder: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE task_leases SET lease_until = $1 WHERE name = $2 AND holder = $3")
        .bind(now)
        .bind(name)
        .bind(holder)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Records that task `name` finished a run at `now` (operators and tests read `finished_at`).
pub async fn finished(conn: &mut AnyConnection, name: &str, now: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE task_leases SET finished_at = $1 WHERE name = $2")
        .bind(now)
        .bind(name)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// When task `name` last finished a run (0: never).
pub async fn finished_at(conn: &mut AnyConnection, name: &str) -> Result<i64, sqlx::Error> {
    let at: Option<i64> = sqlx::query_scalar("SELECT finished_at FROM task_leases WHERE name = $1")
        .bind(name)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(at.unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::Db;

    async fn db(dir: &tempfile::TempDir) -> Db {
        let db = Db::connect(&format!("sqlite://{}/leases.db", dir.path().display())).await.unwrap();
        db.migrate().await.unwrap();
        db
    }

    #[tokio::test]
    async fn a_new_task_s_row_is_made_by_its_first_claim_and_then_held() {
        let dir = tempfile::tempdir().unwrap();
        let db = db(&dir).await;
        let mut conn = db.pool.acquire().await.unwrap();
        assert_eq!(finished_at(&mut conn, "new-task").await.unwrap(), 0);
        assert!(claim(&mut conn, "new-task", "a", 1_000, 2_000).await.unwrap());
        assert!(!claim(&mut conn, "new-task", "b", 1_999, 3_000).await.unwrap(), "held until it runs out");
        assert!(claim(&mut conn, "new-task", "a", 1_500, 2_500).await.unwrap(), "renewed by its holder");
        finished(&mut conn, "new-task", 1_600).await.unwrap();
        assert_eq!(finished_at(&mut conn, "new-task").await.unwrap(), 1_600);
        release(&mut conn, "new-task", "b", 1_700).await.unwrap();
        assert!(!claim(&mut conn, "new-task", "b", 1_700, 3_000).await.unwrap(), "only the holder gives it back");
        release(&mut conn, "new-task", "a", 1_700).await.unwrap();
        assert!(claim(&mut conn, "new-task", "b", 1_700, 3_000).await.unwrap());
    }

    #[tokio::test]
    async fn every_leased_task_has_its_row_after_the_migrations() {
        let dir = tempfile::tempdir().unwrap();
        let db = db(&dir).await;
        let names: Vec<String> =
            sqlx::query_scalar("SELECT name FROM task_leases ORDER BY name").fetch_all(&db.pool).await.unwrap();
        assert_eq!(names, ["retention", "verify", "waitlist"]);
    }
}
