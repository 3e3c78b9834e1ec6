// The content format's front matter (docs/content-format.md) for the kept editor's Markdown parser
// (@lezer/markdown): without it, the lines between the two `---` read as a setext heading.
import { tags } from '@lezer/highlight';
import type { MarkdownConfig } from '@lezer/markdown';

/** The front matter: from a first line `---` to the next `---` (or the end, while it is being typed). */
export const frontMatter: MarkdownConfig = {
  defineNodes: [{ name: 'FrontMatter', block: true, style: tags.meta }],
  parseBlock: [
    {
      name: 'FrontMatter',
      before: 'HorizontalRule',
      parse(cx, line) {
        if (cx.lineStart !== 0 || line.text.trimEnd() !== '---') return false;
        while (cx.nextLine()) {
          if (line.text.trimEnd() === '---') {
            cx.nextLine();
            break;
          }
        }
        cx.addElement(cx.elt('FrontMatter', 0, cx.prevLineEnd()));
        return true;
      },
    },
  ],
};
