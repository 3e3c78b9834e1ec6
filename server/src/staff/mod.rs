//! Staff accounts and who is asking: the clinic's side of the site (issue 12).
//!
//! - [`Staff`] is the signed-in staff member of a request; handlers take it as an extractor, which
//!   checks the session, its timeouts and (for changes) CSRF in one place.
//! - [`users`], [`sessions`], [`throttle`]: the rows behind accounts, sessions and failed sign-ins.
//! - [`password`] (argon2id), [`totp`] (RFC 6238), [`recovery`]: the secrets a sign-in checks.
//! - [`cookies`]: cookie names and attributes, and the same-origin check.
//! - [`wire`]: the JSON the staff API reads and answers.

pub mod access_report;
pub mod cookies;
pub mod password;
pub mod recovery;
pub mod sessions;
pub mod throttle;
pub mod totp;
pub mod users;
pub mod wire;

use crate::http::error::AppError;
use crate::state::AppState;
use crate::storage::now_ms;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::Method;
use clinic_core::model::Branch;
use serde::{Deserialize, Serialize};

/// What a staff member may do: admins also manage users and read the audit log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub enum Role {
    Admin,
    Staff,
}

impl Role {
    /// The wire and database name.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Staff => "staff",
        }
    }

    /// Parses the wire name exactly.
    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "admin" => Some(Role::Admin),
            "staff" => Some(Role::Staff),
            _ => None,
        }
    }
}

/// Who may change the site's content, beside the [`Role`] (issue 27): an editor drafts changes and
/// submits them for review, a reviewer also approves them, which publishes. An admin is both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub enum ContentRole {
    /// Neither edits nor reviews (the wire's and the database's `""` too).
    #[serde(rename = "")]
    None,
    Editor,
    Reviewer,
}

// By hand: utoipa's derive drops the empty name of `None` (it documented `none`, which the API never sends).
impl utoipa::PartialSchema for ContentRole {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(["", "editor", "reviewer"]))
            .description(Some(
                "Who may change the site's content: `\"\"` neither, `editor`, or `reviewer` (an admin is both).",
            ))
            .into()
    }
}

impl utoipa::ToSchema for ContentRole {}

impl ContentRole {
    /// The wire and database name.
    pub fn as_str(self) -> &'static str {
        match self {
            ContentRole::None => "",
            ContentRole::Editor => "editor",
            ContentRole::Reviewer => "reviewer",
        }
    }

    /// Parses the wire name exactly.
    pub fn parse(s: &str) -> Option<ContentRole> {
        match s {
            "" => Some(ContentRole::None),
            "editor" => Some(ContentRole::Editor),
            "reviewer" => Some(ContentRole::Reviewer),
            _ => None,
        }
    }
}

/// The signed-in staff member of this request.
#[derive(Clone)]
pub struct Staff {
    pub user_id: String,
    pub email: String,
    pub role: Role,
    /// Whether they may edit or review the site's content (an admin may do both).
    pub content_role: ContentRole,
    /// `None` = every branch.
    pub branch: Option<Branch>,
    /// The client address, for the audit log.
    pub ip: String,
    /// The session's CSRF token (the dashboard reads it from `/api/admin/me`).
    pub csrf_token: String,
    /// SHA-256 of this session's id, so sign-out can end exactly this session.
    pub session_hash: String,
}

/// Without the CSRF token and the session hash, so a log line can never carry them.
impl std::fmt::Debug for Staff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Staff")
            .field("user_id", &self.user_id)
            .field("role", &self.role)
            .field("branch", &self.branch)
            .field("ip", &self.ip)
            .finish_non_exhaustive()
    }
}

impl Staff {
    /// Who did it, as storage records a staff change or read (audit log, history).
    pub fn actor(&self) -> crate::storage::inbox::Actor {
        crate::storage::inbox::Actor {
            id: self.user_id.clone(),
            email: self.email.clone(),
            ip: self.ip.clone(),
            branch: self.branch,
        }
    }

    /// Whether this staff member may see a submission of `branch`.
    pub fn sees_branch(&self, branch: Branch) -> bool {
        self.branch.is_none_or(|own| own == branch)
    }

    /// 403 unless they may draft changes to the site's content (an editor, a reviewer or an admin).
    pub fn require_content_editor(&self) -> Result<(), AppError> {
        match (self.role, self.content_role) {
            (Role::Admin, _) | (_, ContentRole::Editor | ContentRole::Reviewer) => Ok(()),
            _ => Err(AppError::Forbidden),
        }
    }

    /// 403 unless they may approve and publish changes to the site's content (a reviewer or an admin).
    pub fn require_content_reviewer(&self) -> Result<(), AppError> {
        match (self.role, self.content_role) {
            (Role::Admin, _) | (_, ContentRole::Reviewer) => Ok(()),
            _ => Err(AppError::Forbidden),
        }
    }

    /// 403 unless an admin.
    pub fn require_admin(&self) -> Result<(), AppError> {
        if self.role == Role::Admin {
            Ok(())
        } else {
            Err(AppError::Forbidden)
        }
    }
}

/// The client address of a request: the connection's peer, or what a trusted proxy says
/// ([`crate::http::client_addr`]); never a header an untrusted client could forge.
pub fn client_ip(parts: &Parts) -> String {
    crate::http::client_addr::ClientAddr::of(&parts.extensions).0.to_string()
}

/// Refresh `last_seen_at` at most this often: a write per request would cost a commit each.
const TOUCH_EVERY_MS: i64 = 60_000;

impl FromRequestParts<AppState> for Staff {
    type Rejection = AppError;

    /// 401 without a valid session (missing, unknown, idle too long, too old, user disabled); for a
    /// change also 403 `csrf` unless it comes from our origin and carries the session's token.
    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> Result<Staff, AppError> {
        let config = &app.config;
        let token = cookies::read(&parts.headers, &cookies::session_name(config)).ok_or(AppError::Unauthorized)?;
        let hash = sessions::hash_id(&token);
        let session = sessions::find_active(&app.db.pool, &hash).await?.ok_or(AppError::Unauthorized)?;
        let now = now_ms();
        if session.disabled
            || now - session.last_seen_at > config.session_idle_ms
            || now - session.created_at > config.session_absolute_ms
        {
            return Err(AppError::Unauthorized);
        }
        let changes = !matches!(parts.method, Method::GET | Method::HEAD | Method::OPTIONS);
        if changes {
            let sent = parts.headers.get("x-csrf-token").and_then(|v| v.to_str().ok()).unwrap_or("");
            if !cookies::same_origin(&parts.headers, config) || !sessions::tokens_equal(sent, &session.csrf_token) {
                return Err(AppError::Csrf);
            }
        }
        if now - session.last_seen_at > TOUCH_EVERY_MS {
            let h = hash.clone();
            app.writer.transact(move |c| Box::pin(async move { sessions::touch(c, &h, now).await })).await?;
        }
        Ok(Staff {
            user_id: session.user_id,
            email: session.email,
            role: session.role,
            content_role: session.content_role,
            branch: session.branch,
            ip: client_ip(parts),
            csrf_token: session.csrf_token,
            session_hash: hash,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn staff(branch: Option<Branch>, role: Role) -> Staff {
        Staff {
            user_id: "stf_1".into(),
            email: "a@clinic.example".into(),
            role,
            content_role: ContentRole::None,
            branch,
            ip: "127.0.0.1".into(),
            csrf_token: String::new(),
            session_hash: String::new(),
        }
    }

    #[test]
    fn a_branch_account_sees_only_its_branch() {
        let s = staff(Some(Branch::Taipei), Role::Staff);
        assert!(s.sees_branch(Branch::Taipei));
        assert!(!s.sees_branch(Branch::Kaohsiung));
        assert!(staff(None, Role::Staff).sees_branch(Branch::Kaohsiung));
    }

    #[test]
    fn content_roles_add_up() {
        let with = |role, content_role| Staff { content_role, ..staff(None, role) };
        let none = with(Role::Staff, ContentRole::None);
        assert!(none.require_content_editor().is_err() && none.require_content_reviewer().is_err());
        let editor = with(Role::Staff, ContentRole::Editor);
        assert!(editor.require_content_editor().is_ok() && editor.require_content_reviewer().is_err());
        let reviewer = with(Role::Staff, ContentRole::Reviewer);
        assert!(reviewer.require_content_editor().is_ok() && reviewer.require_content_reviewer().is_ok());
        let admin = with(Role::Admin, ContentRole::None);
        assert!(admin.require_content_editor().is_ok() && admin.require_content_reviewer().is_ok());
        for r in [ContentRole::None, ContentRole::Editor, ContentRole::Reviewer] {
            assert_eq!(ContentRole::parse(r.as_str()), Some(r));
            assert_eq!(serde_json::to_value(r).unwrap(), serde_json::json!(r.as_str()));
        }
    }

    #[test]
    fn only_admins_pass_require_admin() {
        assert!(staff(None, Role::Admin).require_admin().is_ok());
        assert!(matches!(staff(None, Role::Staff).require_admin(), Err(AppError::Forbidden)));
    }
}
