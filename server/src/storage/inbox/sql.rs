//! Building statements whose filters vary: placeholders are numbered (PostgreSQL) or positional
//! (SQLite) in the order they are written, and their values bound in that same order.

use crate::storage::{param, Backend};
use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::Any;

/// A value to bind.
#[derive(Debug, Clone)]
pub enum Value {
    Text(String),
    Int(i64),
}

/// SQL text with its values, written left to right.
pub struct Sql {
    backend: Backend,
    pub text: String,
    values: Vec<Value>,
}

impl Sql {
    /// An empty statement for this backend.
    pub fn new(backend: Backend) -> Sql {
        Sql { backend, text: String::new(), values: Vec::new() }
    }

    /// Appends SQL text.
    pub fn push(&mut self, s: &str) -> &mut Sql {
        self.text.push_str(s);
        self
    }

    /// Appends a placeholder for `v`.
    pub fn bind(&mut self, v: Value) -> &mut Sql {
        self.values.push(v);
        let p = param(self.backend, self.values.len());
        self.text.push_str(&p);
        self
    }

    /// Appends a text placeholder.
    pub fn text(&mut self, s: &str) -> &mut Sql {
        self.bind(Value::Text(s.to_string()))
    }

    /// Appends an integer placeholder.
    pub fn int(&mut self, n: i64) -> &mut Sql {
        self.bind(Value::Int(n))
    }

    /// The statement, ready to run.
    pub fn query(&self) -> Query<'_, Any, AnyArguments<'_>> {
        let mut q = sqlx::query(&self.text);
        for v in &self.values {
            q = match v {
                Value::Text(s) => q.bind(s.as_str()),
                Value::Int(n) => q.bind(*n),
            };
        }
        q
    }
}

/// `%text%` for LIKE, with the wildcards a person typed taken literally (`ESCAPE '\'`).
pub fn contains_pattern(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_follow_the_backend_and_the_order_written() {
        let mut s = Sql::new(Backend::Postgres);
        s.push("a = ").text("x").push(" AND b = ").int(2);
        assert_eq!(s.text, "a = $1 AND b = $2");
        let mut s = Sql::new(Backend::Sqlite);
        s.push("a = ").text("x").push(" AND b = ").int(2);
        assert_eq!(s.text, "a = ? AND b = ?");
    }

    #[test]
    fn typed_wildcards_match_only_themselves() {
        assert_eq!(contains_pattern("50%_a\\b"), "%50\\%\\_a\\\\b%");
    }
}
