// The preview's Markdown: the part of Markdown the content format allows in bodies (docs/content-format.md:
// paragraphs, `#` headings, `-` lists, **bold**, the site's own images `![text](/media/…)`; no raw HTML)
// rendered as the site's own
// renderer renders it (scripts/markdown.mjs, markdown-it: 46 KB gzip, over the dashboard's budget).
// markdown-lite.test.ts renders every body in content/ both ways and expects the same HTML; anything
// outside that part shows as text, escaped.

import { CONTENT_IMAGE_WIDTHS } from '../../../generated/contract';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The article column of the site's pages, as scripts/markdown.mjs sizes it.
const SIZES = '(min-width: 56rem) 52rem, 100vw';

/**
 * A content image's URL (`/media/<hash>-<W>x<H>.<ext>`) as the site renders it: a responsive <img> with
 * each width the server stores (every standard width below W, then W), its size known before it loads.
 */
function mediaImageHtml(src: string, alt: string): string | null {
  const m = /^\/media\/([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png)$/.exec(src);
  if (!m) return null;
  const [, hash, w, h, ext] = m;
  const width = Number(w);
  if (width > CONTENT_IMAGE_WIDTHS[CONTENT_IMAGE_WIDTHS.length - 1]!) return null;
  const url = (x: number) => `/media/${hash}-${w}x${h}-${x}.${ext}`;
  const srcset = [...CONTENT_IMAGE_WIDTHS.filter((x) => x < width), width].map((x) => `${url(x)} ${x}w`).join(', ');
  return `<img src="${url(width)}" srcset="${srcset}" sizes="${SIZES}" width="${width}" height="${h}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
}

/** Text with its **bold** runs, escaped. */
function emphasis(text: string): string {
  return escapeHtml(text).replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>');
}

/** Text with its images and **bold** runs, escaped; an image from anywhere else is its text. */
function inline(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/!\[([^\]\\]*)\]\(([^()\s]*)\)/g)) {
    out += emphasis(text.slice(last, m.index)) + (mediaImageHtml(m[2]!, m[1]!) ?? escapeHtml(m[1]!));
    last = m.index + m[0].length;
  }
  return out + emphasis(text.slice(last));
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[][] } | { kind: 'h'; level: number; text: string };

/** Markdown to HTML, for the preview only. */
export function renderMarkdownLite(body: string): string {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const heading = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    const item = /^ {0,3}[-*+]\s+(.*)$/.exec(line);
    if (line.trim() === '') {
      open = null;
    } else if (heading) {
      blocks.push({ kind: 'h', level: Math.max(2, heading[1]!.length), text: (heading[2] ?? '').trim() });
      open = null;
    } else if (item) {
      if (open?.kind === 'ul') open.items.push([item[1]!.trim()]);
      else {
        open = { kind: 'ul', items: [[item[1]!.trim()]] };
        blocks.push(open);
      }
    } else if (open?.kind === 'ul') {
      open.items[open.items.length - 1]!.push(line.trim());
    } else if (open?.kind === 'p') {
      open.lines.push(line.trim());
    } else {
      open = { kind: 'p', lines: [line.trim()] };
      blocks.push(open);
    }
  }
  return blocks
    .map((b) => {
      if (b.kind === 'h') return `<h${b.level}>${inline(b.text)}</h${b.level}>`;
      if (b.kind === 'p') return `<p>${inline(b.lines.join('\n'))}</p>`;
      return `<ul>\n${b.items.map((i) => `<li>${inline(i.join('\n'))}</li>`).join('\n')}\n</ul>`;
    })
    .join('\n');
}
