// The preview's Markdown: the part of Markdown the content format allows in bodies (docs/content-format.md:
// paragraphs, `#` headings, `-` lists, **bold**; no raw HTML, no images) rendered as the site's own
// renderer renders it (scripts/markdown.mjs, markdown-it: 46 KB gzip, over the dashboard's budget).
// markdown-lite.test.ts renders every body in content/ both ways and expects the same HTML; anything
// outside that part shows as text, escaped.

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text with its **bold** runs, escaped. */
function inline(text: string): string {
  return escapeHtml(text).replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>');
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
