//! The site's content images (`content_images`, issue 27): one row per image, whose files are in the
//! upload store (uploads/media.rs). The id is the image's content, so a second upload of one image
//! finds its row instead of adding one.

use sqlx::{AnyConnection, Row};

/// A stored image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentImage {
    pub id: String,
    pub extension: String,
    pub width: i64,
    pub height: i64,
    /// Narrowest first.
    pub widths: Vec<u32>,
    pub bytes: i64,
    pub alt: String,
    pub uploaded_by: String,
    pub created_at: i64,
}

const COLUMNS: &str = "id, extension, width, height, widths, bytes, alt, uploaded_by, created_at";

fn image_row(r: &sqlx::any::AnyRow) -> Result<ContentImage, sqlx::Error> {
    let widths: String = r.try_get("widths")?;
    Ok(ContentImage {
        id: r.try_get("id")?,
        extension: r.try_get("extension")?,
        width: r.try_get("width")?,
        height: r.try_get("height")?,
        widths: widths.split(',').filter_map(|w| w.parse().ok()).collect(),
        bytes: r.try_get("bytes")?,
        alt: r.try_get("alt")?,
        uploaded_by: r.try_get("uploaded_by")?,
        created_at: r.try_get("created_at")?,
    })
}

/// Adds the image unless it is stored already. Returns the row as stored and whether it is new.
pub async fn insert(conn: &mut AnyConnection, image: &ContentImage) -> Result<(ContentImage, bool), sqlx::Error> {
    let widths = image.widths.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    let added = sqlx::query(&format!(
        "INSERT INTO content_images ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING"
    ))
    .bind(&image.id)
    .bind(&image.extension)
    .bind(image.width)
    .bind(image.height)
    .bind(widths)
    .bind(image.bytes)
    .bind(&image.alt)
    .bind(&image.uploaded_by)
    .bind(image.created_at)
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1;
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM content_images WHERE id = $1"))
        .bind(&image.id)
        .fetch_one(&mut *conn)
        .await?;
    Ok((image_row(&row)?, added))
}

/// One page of images, newest first, and how many there are.
pub async fn page(conn: &mut AnyConnection, limit: i64, offset: i64) -> Result<(Vec<ContentImage>, i64), sqlx::Error> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM content_images ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2"
    ))
    .bind(limit)
    .bind(offset)
    .fetch_all(&mut *conn)
    .await?;
    let total: i64 =
        sqlx::query("SELECT COUNT(*) AS n FROM content_images").fetch_one(&mut *conn).await?.try_get("n")?;
    Ok((rows.iter().map(image_row).collect::<Result<_, _>>()?, total))
}

/// Every image (oldest first): a backup copies each one's files.
pub async fn all(conn: &mut AnyConnection) -> Result<Vec<ContentImage>, sqlx::Error> {
    let rows = sqlx::query(&format!("SELECT {COLUMNS} FROM content_images ORDER BY created_at, id"))
        .fetch_all(&mut *conn)
        .await?;
    rows.iter().map(image_row).collect()
}
