//! The JSON of the staff API's auth, users and audit endpoints. TypeScript types are generated from
//! these (`frontend/src/generated/admin/`) and so is the OpenAPI document. Types that carry a secret
//! (password, code, token, temporary password) have no `Debug`, so no log line can print them.

use super::users::StaffUser;
use super::{ContentRole, Role};
use clinic_core::model::Branch;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// `POST /api/admin/session`.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct SignInRequest {
    pub email: String,
    pub password: String,
}

/// What the password step asks for next.
#[derive(Serialize, ToSchema)]
#[serde(tag = "next", rename_all = "lowercase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub enum SignInNext {
    /// A code from the authenticator app.
    Totp,
    /// First sign-in: set up the authenticator app with this secret, then send a code.
    Enrol {
        /// The secret in base32, for typing into the app.
        secret: String,
        #[serde(rename = "otpauthUri")]
        otpauth_uri: String,
        /// The `otpauth://` URI as an SVG QR code.
        #[serde(rename = "qrSvg")]
        qr_svg: String,
    },
}

/// `POST /api/admin/session/totp`: one of the two.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct CodeRequest {
    #[cfg_attr(test, ts(optional))]
    pub code: Option<String>,
    #[cfg_attr(test, ts(optional))]
    pub recovery_code: Option<String>,
}

/// The signed-in staff member.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct SessionUser {
    pub id: String,
    pub email: String,
    pub role: Role,
    /// Whether they edit (`editor`) or also review (`reviewer`) the site's content; `""` neither.
    pub content_role: ContentRole,
    /// `null` = every branch.
    #[schema(value_type = Option<String>)]
    pub branch: Option<Branch>,
}

/// `POST /api/admin/session/totp`'s answer.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct SignedIn {
    pub user: SessionUser,
    /// Send as `X-CSRF-Token` with every change.
    pub csrf_token: String,
    /// Only right after enrolment: show once, each works once.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub recovery_codes: Option<Vec<String>>,
}

/// `GET /api/admin/me`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct Me {
    pub user: SessionUser,
    pub csrf_token: String,
}

/// `POST /api/admin/me/password`: the signed-in staff member's own new password. The dashboard asks
/// for the new one twice and compares them itself; the server checks the current one.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct PasswordChangeRequest {
    pub current_password: String,
    pub new_password: String,
}

/// A staff account, as admins see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct StaffAccount {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub content_role: ContentRole,
    #[schema(value_type = Option<String>)]
    pub branch: Option<Branch>,
    pub disabled: bool,
    /// Whether the authenticator app is set up.
    pub totp_enabled: bool,
    /// RFC 3339.
    pub created_at: String,
}

impl From<StaffUser> for StaffAccount {
    fn from(u: StaffUser) -> StaffAccount {
        StaffAccount {
            id: u.id,
            email: u.email,
            role: u.role,
            content_role: u.content_role,
            branch: u.branch,
            disabled: u.disabled,
            totp_enabled: u.totp_enabled,
            created_at: crate::storage::ids::rfc3339(u.created_at),
        }
    }
}

/// `GET /api/admin/users`.
#[derive(Debug, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct UserList {
    pub items: Vec<StaffAccount>,
}

/// `POST /api/admin/users`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct CreateUserRequest {
    pub email: String,
    pub role: Role,
    #[schema(value_type = Option<String>)]
    #[cfg_attr(test, ts(optional))]
    pub branch: Option<Branch>,
}

/// `POST /api/admin/users/{id}/content-role`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct ContentRoleRequest {
    pub content_role: ContentRole,
}

/// An account after a change; a new password only when one was made.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct UserChanged {
    pub user: StaffAccount,
    /// Give it to the person once; it is not stored readably.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub temporary_password: Option<String>,
}

/// `GET /api/admin/audit` and `audit.csv` filters.
#[derive(Debug, Default, Deserialize, ToSchema, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct AuditQuery {
    /// The actor's e-mail (exact, any case).
    #[cfg_attr(test, ts(optional))]
    pub actor: Option<String>,
    /// An action, or a prefix ending in `.` (e.g. `signin.`).
    #[cfg_attr(test, ts(optional))]
    pub action: Option<String>,
    #[cfg_attr(test, ts(optional))]
    pub target_kind: Option<String>,
    /// YYYY-MM-DD (clinic time), inclusive.
    #[cfg_attr(test, ts(optional))]
    pub from: Option<String>,
    /// YYYY-MM-DD (clinic time), inclusive.
    #[cfg_attr(test, ts(optional))]
    pub to: Option<String>,
    /// From 1.
    #[cfg_attr(test, ts(optional))]
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// At most 200; 50 by default.
    #[cfg_attr(test, ts(optional))]
    #[param(minimum = 1, maximum = 200)]
    pub page_size: Option<u32>,
}

/// One audit entry.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct AuditItem {
    #[cfg_attr(test, ts(type = "number"))]
    pub id: i64,
    /// RFC 3339.
    pub at: String,
    pub actor_email: String,
    pub action: String,
    pub target_kind: String,
    pub target_id: String,
    pub ip: String,
    #[schema(value_type = Object)]
    #[cfg_attr(test, ts(type = "Record<string, unknown>"))]
    pub detail: serde_json::Value,
}

/// `GET /api/admin/audit`.
#[derive(Debug, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS), ts(export, export_to = "admin/"))]
pub struct AuditPage {
    pub items: Vec<AuditItem>,
    #[cfg_attr(test, ts(type = "number"))]
    pub total: i64,
}
