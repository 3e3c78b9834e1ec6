// A failed content step as a sentence: the content endpoints' own codes in the editor's words, any
// other failure (session, rights, network) as every dashboard screen says it.
import { useI18n } from '../../../lib/i18n';
import { ErrorMessage } from '../ErrorMessage';
import { contentErrorKey } from './content-errors';

export function ContentError({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (!error) return null;
  const key = contentErrorKey(error);
  if (!key) return <ErrorMessage error={error} />;
  return (
    <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900">
      {t(key)}
    </p>
  );
}
