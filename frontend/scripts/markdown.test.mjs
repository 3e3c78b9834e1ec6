import { describe, expect, it } from 'vitest';
import { mediaImage, renderMarkdown } from './markdown.mjs';

const id = '0123456789abcdef';

describe('content images in Markdown', () => {
  it('renders an uploaded image as a responsive img whose size is known before it loads', () => {
    expect(renderMarkdown(`![A healed scar](/media/${id}-1600x1200.jpg)`)).toBe(
      `<p><img src="/media/${id}-1600x1200-1600.jpg" srcset="/media/${id}-1600x1200-480.jpg 480w, /media/${id}-1600x1200-960.jpg 960w, /media/${id}-1600x1200-1600.jpg 1600w" sizes="(min-width: 56rem) 52rem, 100vw" width="1600" height="1200" alt="A healed scar" loading="lazy" decoding="async"></p>`,
    );
  });

  it('points only at the widths the server stores, never above the image', () => {
    expect(mediaImage(`/media/${id}-700x300.png`)?.srcset).toBe(`/media/${id}-700x300-480.png 480w, /media/${id}-700x300-700.png 700w`);
    expect(mediaImage(`/media/${id}-300x200.jpg`)?.srcset).toBe(`/media/${id}-300x200-300.jpg 300w`);
    expect(mediaImage(`/media/${id}-3200x2400.jpg`)).toBeNull();
  });

  it('shows any other image as its text, so no page loads an image from elsewhere', () => {
    expect(renderMarkdown('![tracker](https://example.com/t.gif) and ![x](/media/../../etc.jpg)')).toBe('<p>tracker and x</p>');
    expect(renderMarkdown(`![<b>"x"</b>](/media/${id}-300x200.jpg)`)).toContain('alt="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
  });
});
