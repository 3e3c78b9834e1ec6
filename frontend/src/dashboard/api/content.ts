// The site's content (issue 27, docs/admin-api.md "The site's content"): one typed function per
// endpoint and the TanStack Query hooks over them. A module of its own, imported by the content screens
// only, so that it travels in their lazy chunk: the JS every screen loads first (endpoints.ts,
// queries.ts) counts towards the heaviest screen's 150 KB budget. Its query keys are in queries.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postForm, postJson, putJson, query } from './client';
import { keys } from './queries';
import type { ClaimRules } from '../../generated/core/ClaimRules';
import type { ContentDocument, ContentDraft, ContentDraftRequest, ContentImageView, ContentList, ContentReviewDone, ContentReviewRequest, ContentSubmitRequest } from './wire';

export const getContentList = () => getJson<ContentList>('/api/admin/content');
export const getContentDocument = (path: string) => getJson<ContentDocument>(`/api/admin/content/document${query({ path })}`);
/** Saves the editor's text as the document's draft: 409 `stale` when published since `baseRevision`. */
export const saveContentDraft = (body: ContentDraftRequest) => putJson<ContentDraft>('/api/admin/content/draft', body);
/** The draft goes to review and is locked until a reviewer approves it or sends it back. */
export const submitContent = (path: string) => postJson<ContentDraft>('/api/admin/content/submit', { path } satisfies ContentSubmitRequest);
/** Approve (publishes the draft as the next revision) or send back with a note (reviewers and admins). */
export const reviewContent = (body: ContentReviewRequest) => postJson<ContentReviewDone>('/api/admin/content/review', body);

/** One language's banned-claims lists, for the editor's live check (the server applies the same). */
export const getClaimRules = (lang: string) => getJson<ClaimRules>(`/api/admin/content/claim-rules${query({ lang })}`);

/** The lists of a language, read once per session (they change with a deployment only). */
export const useClaimRules = (lang: string) =>
  useQuery({ queryKey: [...keys.content, 'claim-rules', lang], queryFn: () => getClaimRules(lang), enabled: lang !== '', staleTime: Infinity });

/** Every document with its revision, translation state and draft status. */
export const useContentList = () => useQuery({ queryKey: keys.contentList, queryFn: getContentList });

/**
 * One document: published text, the source's change for a translation, the draft. Read again like
 * every query; the editor keeps its own text and compares the revision it opened with the one read
 * last, so a newer publication is announced, never swapped in under the cursor.
 */
export const useContentDocument = (path: string, enabled = true) =>
  useQuery({ queryKey: keys.contentDocument(path), queryFn: () => getContentDocument(path), enabled: enabled && path !== '' });

/** A step on a document (draft, submit, review): afterwards the list, its documents and the audit log are read again. */
export function useContentChange<V, R>(change: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.content }), client.invalidateQueries({ queryKey: ['audit'] })]),
  });
}

/** Uploads one image for the content (re-encoded and stored in sizes by the server); the answer carries its Markdown. */
export function uploadContentImage({ image, alt }: { image: File; alt: string }): Promise<ContentImageView> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('image', image);
  return postForm<ContentImageView>('/api/admin/content/images', form);
}

/** The upload as a mutation: its state (pending, error) is the insert control's. */
export const useUploadContentImage = () => useMutation({ mutationFn: uploadContentImage });
