//! `clinic admin …`: staff accounts from the command line (the first admin is created this way) and
//! the audit log's integrity check. Passwords are read from standard input, never from arguments
//! (which other users of the machine can see in the process list).

use crate::audit::{self, AuditEntry, Verdict};
use crate::routes::admin_users::apply_change;
use crate::staff::{password, users, Role};
use crate::storage::{now_ms, Db, StorageError};
use clinic_core::model::Branch;
use serde_json::json;
use sqlx::Connection;
use std::io::BufRead;
use std::process::ExitCode;

const USAGE: &str = "usage: clinic admin <command>
  create-user --email E --role admin|staff [--branch taipei|kaohsiung]   (password from stdin)
  list-users
  disable-user --email E
  enable-user --email E
  reset-password --email E      (new password from stdin; ends the user's sessions)
  reset-2fa --email E           (the next sign-in sets up the authenticator app again)
  verify-audit                  (checks the audit log's hash chain)
  access-report --user E --from T --to T [--json]
                                (what the account touched: records, photos, exports, searches; CSV)";

/// The value after `--name`.
fn flag(args: &[String], name: &str) -> Option<String> {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned()
}

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("clinic admin: {message}");
    ExitCode::FAILURE
}

/// Reads the password: the first line of standard input.
fn read_password() -> Result<String, String> {
    if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        eprintln!("Password (at least {} characters; the input is shown):", password::MIN_LENGTH);
    }
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).map_err(|e| e.to_string())?;
    let pw = line.trim_end_matches(['\n', '\r']).to_string();
    if !password::acceptable(&pw) {
        return Err(format!("the password needs at least {} characters", password::MIN_LENGTH));
    }
    Ok(pw)
}

/// Runs one admin command against `db`.
pub async fn run(db: &Db, args: &[String]) -> ExitCode {
    let Some(command) = args.first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let rest = &args[1..];
    match command.as_str() {
        "create-user" => create_user(db, rest).await,
        "list-users" => list_users(db).await,
        "disable-user" => change(db, rest, "user.disable").await,
        "enable-user" => change(db, rest, "user.enable").await,
        "reset-password" => change(db, rest, "user.reset_password").await,
        "reset-2fa" => change(db, rest, "user.reset_2fa").await,
        "verify-audit" => verify_audit(db).await,
        "access-report" => crate::access_report_cli::run(db, rest).await,
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Runs `work` in one transaction (the command line has no writer task of its own).
async fn in_transaction<T>(
    db: &Db,
    work: impl for<'c> FnOnce(&'c mut sqlx::AnyConnection) -> futures::future::BoxFuture<'c, Result<T, StorageError>>,
) -> Result<T, StorageError> {
    let mut conn = db.pool.acquire().await?;
    let mut tx = conn.begin().await?;
    let out = work(&mut tx).await?;
    tx.commit().await?;
    Ok(out)
}

async fn create_user(db: &Db, args: &[String]) -> ExitCode {
    let Some(email) = flag(args, "--email").map(|e| users::normalize_email(&e)) else {
        return fail("--email is required");
    };
    if !clinic_core::validate::is_valid_email(&email) {
        return fail(format!("not an e-mail address: {email}"));
    }
    let Some(role) = flag(args, "--role").as_deref().and_then(Role::parse) else {
        return fail("--role must be admin or staff");
    };
    let branch = match flag(args, "--branch") {
        None => None,
        Some(b) => match Branch::parse(&b) {
            Some(b) => Some(b),
            None => return fail("--branch must be taipei or kaohsiung"),
        },
    };
    let pw = match read_password() {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    let hash = match password::hash(&pw) {
        Ok(h) => h,
        Err(e) => return fail(e),
    };
    let now = now_ms();
    let email_w = email.clone();
    let created = in_transaction(db, move |c| {
        Box::pin(async move {
            let Some(user) = users::create(c, &email_w, role, branch, &hash, now).await? else { return Ok(None) };
            let entry = AuditEntry {
                actor_id: None,
                actor_email: "",
                action: "user.create",
                target_kind: "user",
                target_id: &user.id,
                ip: "",
                detail: json!({"email": user.email, "role": role.as_str(), "branch": branch.map(|b| b.as_str()), "via": "cli"}),
            };
            audit::append(c, &entry).await?;
            Ok(Some(user))
        })
    })
    .await;
    match created {
        Ok(Some(user)) => {
            println!(
                "created {} ({}, {}): {}",
                user.email,
                role.as_str(),
                branch.map_or("all branches", |b| b.as_str()),
                user.id
            );
            ExitCode::SUCCESS
        }
        Ok(None) => fail(format!("{email} already has an account")),
        Err(e) => fail(e),
    }
}

async fn list_users(db: &Db) -> ExitCode {
    match users::list(&db.pool).await {
        Ok(list) => {
            println!("{:<32} {:<6} {:<10} {:<9} {:<5} id", "email", "role", "branch", "state", "2fa");
            for u in list {
                println!(
                    "{:<32} {:<6} {:<10} {:<9} {:<5} {}",
                    u.email,
                    u.role.as_str(),
                    u.branch.map_or("all", |b| b.as_str()),
                    if u.disabled { "disabled" } else { "active" },
                    if u.totp_enabled { "yes" } else { "no" },
                    u.id
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

async fn change(db: &Db, args: &[String], action: &'static str) -> ExitCode {
    let Some(email) = flag(args, "--email") else { return fail("--email is required") };
    let user = match users::credentials(&db.pool, &email).await {
        Ok(Some(c)) => c.user,
        Ok(None) => return fail(format!("no account for {email}")),
        Err(e) => return fail(e),
    };
    let hash = if action == "user.reset_password" {
        match read_password().and_then(|p| password::hash(&p)) {
            Ok(h) => Some(h),
            Err(e) => return fail(e),
        }
    } else {
        None
    };
    let now = now_ms();
    let id = user.id.clone();
    let done = in_transaction(db, move |c| {
        Box::pin(async move {
            let Some((user, ended)) = apply_change(c, &id, action, hash.as_deref(), now).await? else {
                return Ok(None);
            };
            let entry = AuditEntry {
                actor_id: None,
                actor_email: "",
                action,
                target_kind: "user",
                target_id: &user.id,
                ip: "",
                detail: json!({"email": user.email, "sessionsEnded": ended, "via": "cli"}),
            };
            audit::append(c, &entry).await?;
            Ok(Some(ended))
        })
    })
    .await;
    match done {
        Ok(Some(ended)) => {
            println!("{action}: {} ({ended} sessions ended)", user.email);
            ExitCode::SUCCESS
        }
        Ok(None) => fail(format!("no account for {email}")),
        Err(e) => fail(e),
    }
}

async fn verify_audit(db: &Db) -> ExitCode {
    match audit::verify(&db.pool).await {
        Ok(Verdict::Intact { rows }) => {
            println!("audit log intact: {rows} entries");
            ExitCode::SUCCESS
        }
        Ok(Verdict::Broken { id, reason }) => fail(format!("audit log broken at entry {id}: {reason}")),
        Err(e) => fail(e),
    }
}
