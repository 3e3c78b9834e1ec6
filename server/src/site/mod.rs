//! The site's content as the server reads it at start: the articles' search index, the check for
//! sample content left in production, the opening hours in force, and the procedure information and
//! aftercare sheets (compiled in).

pub mod clinic;
pub mod content_files;
pub mod pack;
pub mod render;
pub mod sample_content;
pub mod search;
pub mod sheets;
