// The content editor's "insert image" control (issue 27): a photo chosen (or dropped on the file
// field) with a description, which is required, uploaded to the server (re-encoded without its EXIF and
// stored in sizes), and its Markdown `![description](/media/…)` put at the editor's cursor through
// `onInsert` (DocumentText's insertAtCursor). A dialog, so it works from the keyboard alone: Escape
// closes it and focus goes back to the button.
import { useId, useState, type FormEvent } from 'react';
import { Button, buttonVariants } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { useI18n } from '../../../lib/i18n';
import { useUploadContentImage } from '../../api/content';
import { ActionDialog } from '../../ui/dialog';
import { controlClass } from '../../ui/field';
import { imageErrorKey } from './image-insert';

export function ImageInsert({ onInsert }: { onInsert: (markdown: string) => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [missing, setMissing] = useState<{ file: boolean; alt: boolean }>({ file: false, alt: false });
  const upload = useUploadContentImage();
  const id = useId();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFile(null);
      setAlt('');
      setMissing({ file: false, alt: false });
      upload.reset();
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = { file: file === null, alt: alt.trim() === '' };
    setMissing(problems);
    if (problems.file || problems.alt || file === null) return;
    upload.mutate(
      { image: file, alt: alt.trim() },
      {
        onSuccess: (image) => {
          reset(false);
          onInsert(image.markdown);
        },
      },
    );
  };

  return (
    <>
      <button
        type="button"
        data-slot="button"
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'rounded-md border border-slate-300 px-2 py-1')}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setOpen(true)}
      >
        {t('dash-content-image-insert')}
      </button>
      <ActionDialog open={open} onOpenChange={reset} title={t('dash-content-image-title')}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="space-y-1">
            <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">{t('dash-content-image-file')}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png"
              className={controlClass}
              aria-invalid={missing.file || undefined}
              aria-describedby={missing.file ? `${id}-file-error` : undefined}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            {missing.file && <p id={`${id}-file-error`} className="text-sm text-rose-800">{t('dash-content-image-need-file')}</p>}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-slate-800">{t('dash-content-image-alt')}</label>
            <input
              id={`${id}-alt`}
              type="text"
              required
              maxLength={300}
              value={alt}
              className={controlClass}
              aria-invalid={missing.alt || undefined}
              aria-describedby={`${id}-alt-hint${missing.alt ? ` ${id}-alt-error` : ''}`}
              onChange={(e) => setAlt(e.target.value)}
            />
            <p id={`${id}-alt-hint`} className="text-xs text-slate-700">{t('dash-content-image-alt-hint')}</p>
            {missing.alt && <p id={`${id}-alt-error`} className="text-sm text-rose-800">{t('dash-content-image-need-alt')}</p>}
          </div>
          <div role="status" className="text-sm text-slate-700">{upload.isPending ? t('dash-content-image-uploading') : ''}</div>
          {upload.isError && <p role="alert" className="text-sm text-rose-800">{t(imageErrorKey(upload.error))}</p>}
          <Button type="submit" loading={upload.isPending}>{t('dash-content-image-submit')}</Button>
        </form>
      </ActionDialog>
    </>
  );
}
