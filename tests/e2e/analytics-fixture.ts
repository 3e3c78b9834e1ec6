// What the analytics build (analytics-build.mjs) is built with, shared by its config and its spec.

/** A GA4 measurement id of the documented shape; its tag is never fetched from Google. */
export const MEASUREMENT_ID = 'G-TEST123';

/** The one video the analytics build publishes (a well-formed YouTube id the tests never load). */
export const PUBLISHED_VIDEO = { id: 'lipoma-what-it-is', youtubeId: 'e2eVideo001' };
