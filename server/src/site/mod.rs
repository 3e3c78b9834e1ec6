//! The site's content as the server reads it at start: the articles' search index and the check for
//! sample content left in production.

pub mod sample_content;
pub mod search;
