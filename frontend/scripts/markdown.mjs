// Article bodies (and any other Markdown in content/) to HTML, with markdown-it. Raw HTML is off, so
// no tag or attribute written in a content file reaches a page; markdown-it's own link check refuses
// `javascript:` and other unsafe URLs; images are off (content-format.md: no images in bodies).
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable(['image']);

// The page owns its one h1, so a `#` heading in a body is rendered as the page's next level.
md.renderer.rules.heading_open = (tokens, i, options, _env, self) => {
  if (tokens[i].tag === 'h1') tokens[i].tag = 'h2';
  return self.renderToken(tokens, i, options);
};
md.renderer.rules.heading_close = (tokens, i, options, _env, self) => {
  if (tokens[i].tag === 'h1') tokens[i].tag = 'h2';
  return self.renderToken(tokens, i, options);
};

/** Markdown to HTML: paragraphs, headings (from h2), lists, emphasis, safe links. */
export const renderMarkdown = (body) => md.render(body).trim();
