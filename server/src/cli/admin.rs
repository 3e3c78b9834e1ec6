//! `clinic admin …`: staff accounts from the command line (the first admin is created this way) and
//! the audit log's integrity check. Passwords are read from standard input, never from arguments
//! (which other users of the machine can see in the process list).

use crate::routes::admin_users::apply_change;
use crate::staff::{password, users, ContentRole, Role};
use crate::storage::audit::{self, AuditEntry, Verdict};
use crate::storage::{now_ms, Db, StorageError};
use clinic_core::model::Branch;
use serde_json::json;
use sqlx::Connection;
use std::io::BufRead;
use std::process::ExitCode;

/// `clinic admin …`: one command on staff accounts or the audit log.
#[derive(Debug, clap::Subcommand)]
pub enum AdminCommand {
    /// Creates a staff account; the password is read from standard input.
    #[command(
        after_help = "Example:\n  clinic admin create-user --email you@example.com --role admin\n  printf '%s\\n' \"$PASSWORD\" | clinic admin create-user --email desk@example.com --role staff --branch taipei\n  clinic admin create-user --email writer@example.com --role staff --content-role editor"
    )]
    CreateUser {
        /// The staff member's e-mail address (their sign-in name).
        #[arg(long)]
        email: String,
        /// `admin` (every screen) or `staff`.
        #[arg(long, value_parser = ["admin", "staff"])]
        role: String,
        /// Limits a staff account to one branch (`taipei` or `kaohsiung`); all branches without it.
        #[arg(long, value_parser = ["taipei", "kaohsiung"])]
        branch: Option<String>,
        /// Lets the account edit the site's content (`editor`) or also review and publish it
        /// (`reviewer`); an admin may do both anyway.
        #[arg(long, value_parser = ["editor", "reviewer"])]
        content_role: Option<String>,
    },
    /// Lists every staff account with its role, branch, state and 2FA.
    #[command(after_help = "Example:\n  clinic admin list-users")]
    ListUsers,
    /// Disables an account and ends its sessions.
    #[command(after_help = "Example:\n  clinic admin disable-user --email desk@example.com")]
    DisableUser(Account),
    /// Enables a disabled account again.
    #[command(after_help = "Example:\n  clinic admin enable-user --email desk@example.com")]
    EnableUser(Account),
    /// Sets a new password (read from standard input) and ends the account's sessions.
    #[command(after_help = "Example:\n  clinic admin reset-password --email desk@example.com")]
    ResetPassword(Account),
    /// Makes the next sign-in set up the authenticator app again.
    #[command(name = "reset-2fa", after_help = "Example:\n  clinic admin reset-2fa --email desk@example.com")]
    Reset2fa(Account),
    /// Checks the audit log's hash chain from its first entry.
    #[command(after_help = "Example:\n  clinic admin verify-audit")]
    VerifyAudit,
    /// The breach report: every patient record, photo, export and search an account touched in a
    /// window, after checking the audit chain over it (summary on standard error, CSV on standard
    /// output; exit 3 when the chain is broken).
    #[command(
        after_help = "Example:\n  clinic admin access-report --user desk@example.com --from 2026-11-28 --to 2026-12-01 > touched.csv"
    )]
    AccessReport(super::access_report::AccessReportArgs),
}

/// The account a command changes.
#[derive(Debug, clap::Args)]
pub struct Account {
    /// The account's e-mail address.
    #[arg(long)]
    email: String,
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
pub async fn run(db: &Db, command: AdminCommand) -> ExitCode {
    match command {
        AdminCommand::CreateUser { email, role, branch, content_role } => {
            create_user(db, &email, &role, branch.as_deref(), content_role.as_deref()).await
        }
        AdminCommand::ListUsers => list_users(db).await,
        AdminCommand::DisableUser(a) => change(db, &a.email, "user.disable").await,
        AdminCommand::EnableUser(a) => change(db, &a.email, "user.enable").await,
        AdminCommand::ResetPassword(a) => change(db, &a.email, "user.reset_password").await,
        AdminCommand::Reset2fa(a) => change(db, &a.email, "user.reset_2fa").await,
        AdminCommand::VerifyAudit => verify_audit(db).await,
        AdminCommand::AccessReport(args) => super::access_report::run(db, &args).await,
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

async fn create_user(db: &Db, email: &str, role: &str, branch: Option<&str>, content_role: Option<&str>) -> ExitCode {
    let email = users::normalize_email(email);
    if !clinic_core::validate::is_valid_email(&email) {
        return fail(format!("not an e-mail address: {email}"));
    }
    let Some(role) = Role::parse(role) else { return fail("--role must be admin or staff") };
    let branch = match branch {
        None => None,
        Some(b) => match Branch::parse(b) {
            Some(b) => Some(b),
            None => return fail("--branch must be taipei or kaohsiung"),
        },
    };
    let Some(content_role) = ContentRole::parse(content_role.unwrap_or("")) else {
        return fail("--content-role must be editor or reviewer");
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
            let Some(mut user) = users::create(c, &email_w, role, branch, &hash, now).await? else { return Ok(None) };
            if content_role != ContentRole::None {
                users::set_content_role(c, &user.id, content_role, now).await?;
                user.content_role = content_role;
            }
            let entry = AuditEntry {
                actor_id: None,
                actor_email: "",
                action: "user.create",
                target_kind: "user",
                target_id: &user.id,
                ip: "",
                detail: json!({"email": user.email, "role": role.as_str(), "contentRole": content_role.as_str(), "branch": branch.map(|b| b.as_str()), "via": "cli"}),
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

async fn change(db: &Db, email: &str, action: &'static str) -> ExitCode {
    let user = match users::credentials(&db.pool, email).await {
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
