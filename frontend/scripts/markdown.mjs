// Article bodies (and any other Markdown in content/) to HTML, with markdown-it. Raw HTML is off, so
// no tag or attribute written in a content file reaches a page; markdown-it's own link check refuses
// `javascript:` and other unsafe URLs. Images: only the site's own content images (`/media/…`, uploaded
// in the dashboard), as a responsive <img>; any other image is its text (content-format.md).
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';

// The widths the server stores a content image at (the core's, through the generated contract).
const { CONTENT_IMAGE_WIDTHS } = JSON.parse(readFileSync(new URL('../src/generated/contract.json', import.meta.url), 'utf8')).values;

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// The page owns its one h1, so a `#` heading in a body is rendered as the page's next level.
md.renderer.rules.heading_open = (tokens, i, options, _env, self) => {
  if (tokens[i].tag === 'h1') tokens[i].tag = 'h2';
  return self.renderToken(tokens, i, options);
};
md.renderer.rules.heading_close = (tokens, i, options, _env, self) => {
  if (tokens[i].tag === 'h1') tokens[i].tag = 'h2';
  return self.renderToken(tokens, i, options);
};

/**
 * A content image's URL (`/media/<hash>-<W>x<H>.<ext>`, the server's answer to an upload) as what an
 * <img> needs: its intrinsic size and the URL of each stored width (the server's rule: every standard
 * width below W, then W, never above the widest standard one). `null` for any other URL.
 */
export function mediaImage(src) {
  const m = /^\/media\/([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png)$/.exec(src);
  if (!m) return null;
  const [, hash, w, h, ext] = m;
  const width = Number(w);
  const widest = CONTENT_IMAGE_WIDTHS[CONTENT_IMAGE_WIDTHS.length - 1];
  if (width > widest) return null;
  const widths = [...CONTENT_IMAGE_WIDTHS.filter((x) => x < width), width];
  const url = (x) => `/media/${hash}-${w}x${h}-${x}.${ext}`;
  return { width, height: Number(h), src: url(width), srcset: widths.map((x) => `${url(x)} ${x}w`).join(', ') };
}

// The article column (PageBody: max-w-4xl less its padding) or the screen's width below it.
const SIZES = '(min-width: 56rem) 52rem, 100vw';

/** The <img> of a content image, its size known so nothing moves as it loads; `alt` already escaped. */
export const mediaImageHtml = (image, alt) =>
  `<img src="${image.src}" srcset="${image.srcset}" sizes="${SIZES}" width="${image.width}" height="${image.height}" alt="${alt}" loading="lazy" decoding="async">`;

md.renderer.rules.image = (tokens, i, options, env, self) => {
  const token = tokens[i];
  const alt = md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  const image = mediaImage(token.attrGet('src') ?? '');
  return image ? mediaImageHtml(image, alt) : alt;
};

/** Markdown to HTML: paragraphs, headings (from h2), lists, emphasis, safe links, content images. */
export const renderMarkdown = (body) => md.render(body).trim();
