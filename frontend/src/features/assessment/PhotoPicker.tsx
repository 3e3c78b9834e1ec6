import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { loadForms } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { Button, buttonVariants } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import { useField } from '../../components/form/fields';
import { LIMITS } from '../../generated/contract';
import { admit, readMeta, type PickedPhoto, type Refusal } from './photos';
import { preparePhotos } from './prepare';

const MAX_PHOTOS = LIMITS.photos;

/**
 * Up to five photos by the file picker or by drag and drop, each downscaled when large (see
 * `downscale.ts`) and then checked by the core before it joins the list (refusals are said at once),
 * with previews (object URLs, revoked) and removal. `onPreparing` hears how many chosen photos are
 * still being prepared, so the form does not send without them.
 */
export function PhotoPicker({
  photos,
  onChange,
  onPreparing,
  disabled,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  onPreparing?: (count: number) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const { id, errorId, problem, form } = useField('images');
  const hintId = useId();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const urls = useRef(new Set<string>());

  // every preview URL is released when its photo goes or the page leaves
  useEffect(() => {
    const live = new Set(photos.map((p) => p.url));
    for (const url of urls.current) {
      if (!live.has(url)) {
        URL.revokeObjectURL(url);
        urls.current.delete(url);
      }
    }
  }, [photos]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  // Preparing takes a moment for large photos: choices are handled one after another, each against
  // the list as the previous one left it (not as it was when the choice was made).
  const [preparing, setPreparing] = useState(0);
  const latest = useRef(photos);
  latest.current = photos;
  const queue = useRef(Promise.resolve());
  // Changes only: the mount's 0 is the parent's own start, and reported late (after the early photos'
  // count below) it would undo that count.
  const reported = useRef(0);
  useEffect(() => {
    if (preparing === reported.current) return;
    reported.current = preparing;
    onPreparing?.(preparing);
  }, [preparing, onPreparing]);

  const addNow = async (chosen: File[]) => {
    const files = await preparePhotos(chosen);
    const rules = await loadForms();
    const candidates = await Promise.all(files.map(async (file) => ({ file, name: file.name, meta: await readMeta(file) })));
    const { accepted, refused } = admit(rules, latest.current.map((p) => p.meta), candidates);
    const added = accepted.map(({ file, meta }) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { id: `${file.name}-${file.size}-${url}`, file, meta, url };
    });
    setRefusals(refused.map(({ name, problem }) => ({ name, problem })));
    if (added.length) {
      latest.current = [...latest.current, ...added];
      onChange(latest.current);
    }
    form.event('images', 'change');
  };
  const add = (files: File[]) => {
    if (!files.length) return Promise.resolve();
    setPreparing((n) => n + files.length);
    queue.current = queue.current
      .then(() => addNow(files))
      .catch(() => undefined)
      .finally(() => setPreparing((n) => n - files.length));
    return queue.current;
  };

  // Photos chosen in the prerendered page (before the scripts took over) are in the input but in no
  // state: adopt them once, at hydration. Clearing the input first makes this and a late change event
  // for the same choice mutually exclusive. A layout effect, and the count reported at once: the
  // form's first render after hydration already knows photos are coming, so a sending held before
  // the scripts arrived waits for them (useHeldSubmit).
  useLayoutEffect(() => {
    const el = input.current;
    const early = Array.from(el?.files ?? []);
    if (!el || !early.length) return;
    el.value = '';
    reported.current = early.length;
    onPreparing?.(early.length);
    void add(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) void add(Array.from(e.dataTransfer.files));
  };

  const unavailable = disabled || photos.length >= MAX_PHOTOS;
  const described = [hintId, refusals.length || problem ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <p className="font-medium" id={`${id}-label`}>
        {t('assess-field-photos')}
        <span className="ms-1 text-sm font-normal text-slate-600 dark:text-slate-300">{t('forms-optional')}</span>
      </p>
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        {t('assess-photos-hint', { max: MAX_PHOTOS, maxMb: LIMITS.photoMb })}
      </p>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="photo-drop"
        // boot.js puts a file dropped here before the scripts take over into the input below
        data-drop-files=""
        className={`grid place-items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-700 bg-brand-50 dark:bg-slate-800' : 'border-slate-400'}`}
      >
        <p>{t('assess-photos-drop')}</p>
        <div className="relative">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png"
            multiple
            disabled={unavailable}
            aria-labelledby={`${id}-label`}
            aria-describedby={described}
            aria-invalid={problem || refusals.length ? true : undefined}
            className="peer sr-only"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = ''; // the same file can be chosen again after removal
              void add(files);
            }}
          />
          {/* a label, not a scripted button: choosing works in the plain HTML page too */}
          <label
            htmlFor={id}
            className={cn(
              buttonVariants({ variant: 'secondary' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            {t('assess-photos-choose')}
          </label>
        </div>
        <p className="text-sm" aria-live="polite">
          {preparing > 0 ? t('assess-photos-preparing', { count: preparing }) : t('assess-photos-count', { count: photos.length, max: MAX_PHOTOS })}
        </p>
      </div>
      <div id={errorId} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
        {problem && <p>{form.message(problem)}</p>}
        {refusals.length > 0 && (
          <ul className="grid gap-1">
            {refusals.map((r, i) => (
              <li key={`${r.name}-${i}`}>
                {t('assess-photo-refused', { name: r.name, reason: form.message(r.problem) })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label={t('assess-photos-list')}>
          {photos.map((p, i) => (
            <li key={p.id} className="grid gap-1">
              <img src={p.url} alt={t('assess-photo-alt', { n: i + 1, name: p.file.name })} className="aspect-square w-full rounded-lg object-cover" />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={disabled}
                aria-label={t('assess-photo-remove-named', { n: i + 1, name: p.file.name })}
                onClick={() => {
                  setRefusals([]);
                  latest.current = photos.filter((x) => x.id !== p.id);
                  onChange(latest.current);
                }}
              >
                {t('assess-photo-remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
