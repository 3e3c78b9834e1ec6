// The published site's versions (issue 27 point 5, docs/admin-api.md "The site's content"): one typed
// function per endpoint and the TanStack Query hooks over them. Imported by the versions screen only,
// so it travels in that screen's lazy chunk, as content.ts does with the content screens.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from './client';
import { keys } from './queries';
import type { RollbackRequest, RolledBack, SiteVersions } from './wire';

/** The kept versions, newest first, and whether this server renders pages (reviewers and admins). */
export const getSiteVersions = () => getJson<SiteVersions>('/api/admin/site/versions');
/** Serves a kept version again and publishes again every document as it shows it (admins; 404 when no longer kept). */
export const rollbackSite = (version: string) => postJson<RolledBack>('/api/admin/site/rollback', { version } satisfies RollbackRequest);

/** The kept versions; under the content's key, so every approval (which makes one) reads them again. */
export const useSiteVersions = () => useQuery({ queryKey: keys.siteVersions, queryFn: getSiteVersions });

/** A rollback: afterwards the versions, the content (documents published again) and the audit log are read again. */
export function useSiteRollback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rollbackSite,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.content }), client.invalidateQueries({ queryKey: ['audit'] })]),
  });
}
