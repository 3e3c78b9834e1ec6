import { LegalDocument, type LegalPageData } from './LegalDocument';

/** The privacy notice of PDPA art. 8, from content/<locale>/legal/privacy.md. */
export default function PrivacyPage({ data }: { data: LegalPageData }) {
  return <LegalDocument data={data} other="/terms" />;
}
