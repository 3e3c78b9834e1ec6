// What the content editor's preview shows of a document's text: an article-like Markdown file (an
// article, a legal text, an information or aftercare sheet) as its title and body, rendered as the
// site's own renderer renders it (markdown-lite.ts, checked against scripts/markdown.mjs over every
// body in content/); a FAQ file as its questions and answers. Other kinds have no preview.
import { renderMarkdownLite as renderMarkdown } from './markdown-lite';

export type Preview =
  | { kind: 'article'; title: string; excerpt: string; html: string }
  | { kind: 'faq'; entries: { question: string; answer: string }[] }
  | { kind: 'none' };

/** `key: value` lines between the opening and closing `---`, and the body after them. */
export function splitFrontMatter(text: string): { front: Record<string, string>; body: string } {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return { front: {}, body: text };
  const front: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '---') return { front, body: lines.slice(i + 1).join('\n') };
    const colon = line.indexOf(':');
    if (colon > 0) front[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { front, body: '' };
}

/** The preview of `text` as the document at `path`; a FAQ that is not (yet) valid JSON has none. */
export function previewOf(path: string, text: string): Preview {
  if (path.endsWith('.md')) {
    const { front, body } = splitFrontMatter(text);
    return { kind: 'article', title: front.title ?? '', excerpt: front.excerpt ?? '', html: renderMarkdown(body) };
  }
  if (/(^|\/)faq\.json$/.test(path)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return { kind: 'none' };
      const entries = parsed
        .filter((e): e is { question: unknown; answer: unknown } => typeof e === 'object' && e !== null)
        .map((e) => ({ question: String(e.question ?? ''), answer: String(e.answer ?? '') }));
      return { kind: 'faq', entries };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'none' };
}
