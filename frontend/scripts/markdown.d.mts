/** Markdown to HTML: paragraphs, headings (from h2), lists, emphasis, safe links (markdown.mjs). */
export function renderMarkdown(body: string): string;
