import { LegalDocument, type LegalPageData } from './LegalDocument';

/** The terms of use, from content/<locale>/legal/terms.md. */
export default function TermsPage({ data }: { data: LegalPageData }) {
  return <LegalDocument data={data} other="/privacy" />;
}
