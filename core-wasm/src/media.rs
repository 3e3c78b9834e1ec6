//! Images of the site's content (issue 27): the widths each is stored at. The server stores exactly
//! these, and the renderers (the prerender and the dashboard's preview) point `srcset` at them from
//! the image's URL alone, without asking the database.

/// The widths a content image is stored at when it is wider than them: a phone, a tablet or a
/// narrow column, and a wide screen at twice the density of the article column.
pub const CONTENT_IMAGE_WIDTHS: [u32; 3] = [480, 960, 1600];

/// The widths stored for an image `width` pixels wide, narrowest first: each of
/// [`CONTENT_IMAGE_WIDTHS`] below it, and its own width up to the widest of them. Never wider than
/// the image (no upscaling); the last is the widest stored.
pub fn content_image_widths(width: u32) -> Vec<u32> {
    let widest = width.clamp(1, CONTENT_IMAGE_WIDTHS[CONTENT_IMAGE_WIDTHS.len() - 1]);
    let mut widths: Vec<u32> = CONTENT_IMAGE_WIDTHS.iter().copied().filter(|w| *w < widest).collect();
    widths.push(widest);
    widths
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_image_is_stored_at_each_standard_width_below_it_and_never_upscaled() {
        assert_eq!(content_image_widths(4000), vec![480, 960, 1600]);
        assert_eq!(content_image_widths(1600), vec![480, 960, 1600]);
        assert_eq!(content_image_widths(1200), vec![480, 960, 1200]);
        assert_eq!(content_image_widths(960), vec![480, 960]);
        assert_eq!(content_image_widths(300), vec![300]);
        assert_eq!(content_image_widths(0), vec![1]);
    }
}
