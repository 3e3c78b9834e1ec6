// A document's text in the content editor: its label, a small Markdown toolbar, and the kept editor
// component (code-editor.ts, CodeMirror), loaded on demand. Until it has loaded, or if it never does,
// a plain textarea with the same value and handlers stands in, so a keystroke is never lost: the
// editor takes over the textarea's text, selection and focus when it arrives.
//
// The parent keeps the text (value/onChange) and gets a handle to focus, select and insert at the
// cursor (`insertAtCursor`: the "insert image" control's Markdown goes in through it, or through the
// `tools` slot at the end of the toolbar).
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { buttonVariants } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { useI18n } from '../../../lib/i18n';
import { controlClass } from '../../ui/field';
import type { CodeEditor } from './code-editor';
import { applyEdit, formatEdit, insertion, MARKDOWN_FORMATS, type MarkdownFormat, type TextEdit } from './markdown-format';

/** What the content editor does with its text, whichever editor shows it. */
export interface DocumentTextHandle {
  focus(): void;
  /** Selects `from`..`to` (a finding, a JSON error's place), scrolled into view, and focuses the text. */
  select(from: number, to: number): void;
  /** Puts `text` in place of the selection, the cursor after it, as one undoable change. */
  insertAtCursor(text: string): void;
}

type Loader = () => Promise<typeof import('./code-editor')>;
const loadEditor: Loader = () => import('./code-editor');

const SHORTCUTS: Partial<Record<MarkdownFormat, string>> = { bold: 'Control+B Meta+B' };

export function DocumentText({
  ref,
  id,
  label,
  value,
  onChange,
  onSave,
  readOnly,
  json,
  lang,
  dir,
  invalid,
  describedBy,
  tools,
  load = loadEditor,
}: {
  ref?: Ref<DocumentTextHandle>;
  /** The textarea's id; the label's is `${id}-label`. */
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Ctrl/Cmd+S. */
  onSave: () => void;
  readOnly: boolean;
  /** A JSON document (JSON highlighting, no Markdown toolbar, no spellcheck). */
  json: boolean;
  lang?: string;
  dir: 'ltr' | 'rtl';
  invalid: boolean;
  describedBy: string;
  /** More controls at the end of the toolbar (Markdown documents, not read-only). */
  tools?: ReactNode;
  /** How the editor component is loaded (tests). */
  load?: Loader;
}) {
  const { t } = useI18n();
  const area = useRef<HTMLTextAreaElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  const [loaded, setLoaded] = useState<Awaited<ReturnType<Loader>> | null>(null);
  // The textarea's selection and focus when the editor arrives, for the editor to take over.
  const handover = useRef<{ anchor: number; head: number; focused: boolean } | null>(null);
  // A selection to set on the textarea once the value it belongs to is rendered.
  const pending = useRef<{ anchor: number; head: number } | null>(null);
  const labelId = `${id}-label`;

  // The latest props, for the editor's callbacks (it is created once).
  const latest = useRef({ value, onChange, onSave });
  latest.current = { value, onChange, onSave };

  useEffect(() => {
    let live = true;
    load().then(
      (m) => {
        if (!live) return;
        const el = area.current;
        if (el) {
          const backward = el.selectionDirection === 'backward';
          handover.current = {
            anchor: backward ? el.selectionEnd : el.selectionStart,
            head: backward ? el.selectionStart : el.selectionEnd,
            focused: document.activeElement === el,
          };
        }
        setLoaded(() => m);
      },
      // The textarea stays: the text can still be edited and saved.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);

  /** Applies a toolbar or insert edit to whichever editor is showing. */
  const applyToText = (make: (text: string, from: number, to: number) => TextEdit) => {
    const cm = editor.current;
    if (cm) {
      const { from, to } = cm.selection();
      cm.apply(make(cm.value(), from, to));
      cm.focus();
      return;
    }
    const el = area.current;
    if (!el) return;
    const edit = make(latest.current.value, el.selectionStart, el.selectionEnd);
    pending.current = { anchor: edit.anchor, head: edit.head };
    latest.current.onChange(applyEdit(latest.current.value, edit));
    el.focus();
  };
  const format = (f: MarkdownFormat) => applyToText((text, from, to) => formatEdit(text, from, to, f));
  const formatRef = useRef(format);
  formatRef.current = format;

  const attributes: Record<string, string> = {
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-keyshortcuts': 'Control+S Meta+S',
    spellcheck: json ? 'false' : 'true',
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
  };
  const config = { json, lang, dir, readOnly, attributes, onBold: () => formatRef.current('bold') };
  const configKey = JSON.stringify([json, lang, dir, readOnly, attributes]);

  useLayoutEffect(() => {
    if (!loaded || !host.current) return;
    const start = handover.current;
    const cm = loaded.createCodeEditor({
      ...config,
      parent: host.current,
      value: latest.current.value,
      anchor: start?.anchor,
      head: start?.head,
      onChange: (text) => latest.current.onChange(text),
      onSave: () => latest.current.onSave(),
    });
    editor.current = cm;
    if (start?.focused) cm.focus();
    return () => {
      editor.current = null;
      cm.destroy();
    };
    // Created once per loaded module; later changes go through configure and setValue below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  useEffect(() => {
    editor.current?.configure(config);
    // configKey stands for the config's values; onBold reads formatRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configKey]);

  useLayoutEffect(() => {
    editor.current?.setValue(value);
    const sel = pending.current;
    if (sel && area.current) area.current.setSelectionRange(Math.min(sel.anchor, sel.head), Math.max(sel.anchor, sel.head));
    pending.current = null;
  }, [value]);

  useImperativeHandle(ref, () => ({
    focus() {
      if (editor.current) editor.current.focus();
      else area.current?.focus();
    },
    select(from, to) {
      const cm = editor.current;
      if (cm) {
        cm.select(from, to);
        cm.focus();
        return;
      }
      const el = area.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(from, to);
    },
    insertAtCursor(text) {
      applyToText((_, from, to) => insertion(from, to, text));
    },
  }));

  const toolbar = !json && !readOnly;
  return (
    <div className="space-y-1">
      {/* The label names the textarea by `for` and the editor by aria-labelledby; a click focuses either. */}
      <label id={labelId} htmlFor={loaded ? undefined : id} onClick={() => editor.current?.focus()} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {toolbar && (
        <div role="group" aria-label={t('dash-content-format-label')} className="flex flex-wrap items-center gap-1">
          {MARKDOWN_FORMATS.map((f) => (
            // A plain button, not ui/Button: its click delay (a beat to reconsider a submit) would let
            // the next keystrokes land before the marks they are meant to go between.
            <button
              key={f}
              type="button"
              data-slot="button"
              className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'rounded-md border border-slate-300 px-2 py-1')}
              aria-keyshortcuts={SHORTCUTS[f]}
              // The editor keeps its selection and focus when the button is clicked with a mouse.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => format(f)}
            >
              {t(`dash-content-format-${f}`)}
            </button>
          ))}
          {tools}
        </div>
      )}
      {loaded ? (
        <div ref={host} data-slot="document-text" />
      ) : (
        <textarea
          id={id}
          ref={area}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
              e.preventDefault();
              onSave();
            }
          }}
          readOnly={readOnly}
          lang={lang}
          dir={dir}
          rows={24}
          spellCheck={!json}
          aria-keyshortcuts="Control+S Meta+S"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'min-h-[24rem] font-mono text-sm leading-relaxed', readOnly && 'bg-slate-50')}
        />
      )}
    </div>
  );
}
