/** Structured data for a page, rendered where the page is (search engines read JSON-LD anywhere). */
export function JsonLd({ data }: { data: object }) {
  // `<` is escaped so no text from content can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
