//! A staff member's new password (the dashboard's own-password change, the CLI's accounts): long
//! enough, counted in characters so a password in any script is measured alike on both tiers.

use super::FieldError;

/// The shortest password a staff account accepts, in characters.
pub const PASSWORD_MIN_CHARS: usize = 12;

/// Whether a password is long enough.
pub fn password_long_enough(password: &str) -> bool {
    password.chars().count() >= PASSWORD_MIN_CHARS
}

/// The problem with a new password in `field`, in the shape of every other field's: `required` when
/// empty, `min_length {min}` when short. Passwords are never trimmed: a space is a character of it.
pub fn check_new_password(field: &str, password: &str) -> Option<FieldError> {
    if password.is_empty() {
        Some(FieldError::new(field, "required"))
    } else if !password_long_enough(password) {
        Some(FieldError::new(field, "min_length").with("min", PASSWORD_MIN_CHARS as i64))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_password_is_min_length_with_its_minimum() {
        let problem = check_new_password("newPassword", "elevenchars").expect("11 characters are too few");
        assert_eq!((problem.field.as_str(), problem.code.as_str()), ("newPassword", "min_length"));
        assert_eq!(problem.params.get("min"), Some(&12));
        assert_eq!(check_new_password("newPassword", "").map(|p| p.code), Some("required".to_string()));
    }

    #[test]
    fn characters_are_counted_not_bytes() {
        assert!(check_new_password("newPassword", "診所的密碼要有十二個字").is_some(), "11 Han characters");
        assert!(check_new_password("newPassword", "診所的密碼要有十二個字元").is_none(), "12 Han characters");
        assert!(check_new_password("newPassword", "twelve chars").is_none());
    }
}
