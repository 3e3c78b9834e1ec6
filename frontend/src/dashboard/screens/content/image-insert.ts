// What the "insert image" control says when an upload fails, by the server's answer
// (docs/admin-api.md, "Images in the content").
import { ApiError } from '../../api/client';

/** The Fluent key of an upload's failure. */
export function imageErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'dash-content-image-failed';
  if (error.status === 413) return 'dash-content-image-too-large';
  if (error.status === 422 && error.fields.some((f) => f.field === 'image')) return 'dash-content-image-not-image';
  if (error.status === 503) return 'dash-content-image-busy';
  return 'dash-content-image-failed';
}
