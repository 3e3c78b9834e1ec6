//! A statement's parameters as plain values, listed once and bound to either of the two ways the
//! server talks to SQL: sqlx (both databases) and the writer's own SQLite connection ([`super::native`]).
//! One list per statement keeps the order of its `?`s in one place whichever path runs it.

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::Any;

/// One parameter. A NULL keeps its type: PostgreSQL refuses a text NULL for an integer column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value<'a> {
    Text(Option<&'a str>),
    /// Text made for this statement (a folded e-mail address, say).
    OwnedText(String),
    Int(Option<i64>),
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(text: &'a str) -> Self {
        Value::Text(Some(text))
    }
}

impl<'a> From<Option<&'a str>> for Value<'a> {
    fn from(text: Option<&'a str>) -> Self {
        Value::Text(text)
    }
}

impl From<String> for Value<'_> {
    fn from(text: String) -> Self {
        Value::OwnedText(text)
    }
}

impl From<i64> for Value<'_> {
    fn from(n: i64) -> Self {
        Value::Int(Some(n))
    }
}

impl From<Option<i64>> for Value<'_> {
    fn from(n: Option<i64>) -> Self {
        Value::Int(n)
    }
}

/// Binds `values` to a sqlx query, in order.
pub fn bind_all<'q>(
    mut q: Query<'q, Any, AnyArguments<'q>>,
    values: &'q [Value<'q>],
) -> Query<'q, Any, AnyArguments<'q>> {
    for value in values {
        q = match value {
            Value::Text(text) => q.bind(*text),
            Value::OwnedText(text) => q.bind(text.as_str()),
            Value::Int(n) => q.bind(*n),
        };
    }
    q
}

impl rusqlite::ToSql for Value<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(match self {
            Value::Text(Some(text)) => ToSqlOutput::Borrowed(ValueRef::Text(text.as_bytes())),
            Value::OwnedText(text) => ToSqlOutput::Borrowed(ValueRef::Text(text.as_bytes())),
            Value::Int(Some(n)) => ToSqlOutput::Borrowed(ValueRef::Integer(*n)),
            Value::Text(None) | Value::Int(None) => ToSqlOutput::Borrowed(ValueRef::Null),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_writer_connection_binds_each_value_as_it_is() {
        let values: [Value; 5] =
            ["a".into(), None::<&str>.into(), "b".to_string().into(), 7_i64.into(), None::<i64>.into()];
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let row: (String, Option<String>, String, i64, Option<i64>) = conn
            .query_row("SELECT ?, ?, ?, ?, ?", rusqlite::params_from_iter(values.iter()), |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .unwrap();
        assert_eq!(row, ("a".to_string(), None, "b".to_string(), 7, None));
    }
}
