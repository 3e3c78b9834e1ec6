// The kept editor component behind the content editor's text (issue 27): CodeMirror 6, loaded on
// demand by DocumentText.tsx only (a chunk of its own, budgeted in frontend/scripts/bench.mjs).
// Markdown or JSON highlighting, line wrapping, undo and redo, the document's language and direction
// (each line laid out in its own direction, the base one the document's), an accessible name, and Tab
// left to move focus on (no indent-with-Tab, so the keyboard is never trapped).
//
// Markdown is `markdownLanguage`'s parser alone, not `markdown()`: the latter brings the HTML, CSS and
// JavaScript languages for embedded code, which the site's content never needs. It learns the content
// format's front matter (docs/content-format.md), which plain Markdown would read as a heading.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { jsonLanguage } from '@codemirror/lang-json';
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown';
import { HighlightStyle, Language, syntaxHighlighting } from '@codemirror/language';
import { Annotation, Compartment, EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, type KeyBinding } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { MarkdownParser } from '@lezer/markdown';
import { frontMatter } from './markdown-front-matter';
import type { TextEdit } from './markdown-format';

/** What the editor shows and how; every field can change while it is open. */
export interface CodeEditorConfig {
  json: boolean;
  lang?: string;
  dir: 'ltr' | 'rtl';
  readOnly: boolean;
  /** On the editable element: its accessible name, description, `aria-invalid`, spellcheck… */
  attributes: Record<string, string>;
  /** Ctrl/Cmd+B in Markdown documents. */
  onBold: () => void;
}

export interface CodeEditorOptions extends CodeEditorConfig {
  parent: HTMLElement;
  value: string;
  /** The selection to start with (the textarea's, when the editor replaces it). */
  anchor?: number;
  head?: number;
  onChange: (text: string) => void;
  onSave: () => void;
}

export interface CodeEditor {
  value(): string;
  /** Replaces the whole text (a change made outside the editor); not reported back through onChange. */
  setValue(text: string): void;
  configure(config: CodeEditorConfig): void;
  /** The selection, start first. */
  selection(): { from: number; to: number };
  apply(edit: TextEdit): void;
  select(anchor: number, head: number): void;
  focus(): void;
  hasFocus(): boolean;
  destroy(): void;
}

// The dashboard's palette (theme.css and Tailwind's slate): every colour keeps 4.5:1 on white.
const highlight = HighlightStyle.define([
  { tag: [tags.heading1, tags.heading2, tags.heading3, tags.heading4, tags.heading5, tags.heading6, tags.heading], fontWeight: '700', color: 'var(--color-brand-800, #0a574e)' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: [tags.link, tags.url], color: '#1d4ed8', textDecoration: 'underline' },
  { tag: tags.monospace, fontFamily: 'ui-monospace, monospace', color: '#9d174d' },
  { tag: [tags.processingInstruction, tags.contentSeparator, tags.quote], color: '#475569' },
  { tag: tags.propertyName, color: '#0a574e' },
  { tag: tags.string, color: '#9a3412' },
  { tag: [tags.number, tags.bool, tags.null], color: '#6d28d9' },
  { tag: tags.invalid, color: '#9f1239' },
  { tag: tags.meta, color: '#475569' },
]);

// Same language data as markdownLanguage, so its keymap (list continuation) knows it as Markdown.
const contentMarkdown = new Language(markdownLanguage.data, (markdownLanguage.parser as MarkdownParser).configure(frontMatter), [], 'markdown');

const theme = EditorView.theme({
  '&': {
    minHeight: '24rem',
    border: '1px solid var(--color-slate-400, #94a3b8)',
    borderRadius: '0.5rem',
    backgroundColor: '#fff',
    color: 'var(--color-slate-900, #0f172a)',
    fontSize: '0.875rem',
  },
  // The focus ring of every other dashboard control (field.tsx's controlClass).
  '&.cm-focused': { outline: '2px solid var(--color-brand-600, #0f8a7a)', outlineOffset: '0' },
  '&.cm-editor[data-readonly]': { backgroundColor: 'var(--color-slate-50, #f8fafc)' },
  // The editor grows with its text (the page scrolls, as with every other field): a scrolling box of
  // its own would be one more region to reach by keyboard.
  // CJK, Arabic and Devanagari letters fall back from the monospace fonts to the page's fonts for their
  // script, chosen by the content's `lang` (Japanese and Chinese forms differ).
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace, var(--font-sans, sans-serif)', lineHeight: '1.625', minHeight: '24rem' },
  '.cm-content': { padding: '0.5rem 0.75rem', caretColor: 'var(--color-slate-900, #0f172a)' },
  '.cm-line': { padding: '0' },
});

/** Nothing typed: a change the editor was told of, not one to report back. */
const outside = Annotation.define<boolean>();

function configured(config: CodeEditorConfig): Extension {
  const keys: KeyBinding[] = config.json
    ? []
    : [
        { key: 'Mod-b', run: () => (config.onBold(), true) },
        ...markdownKeymap,
      ];
  return [
    config.json ? jsonLanguage : contentMarkdown,
    keymap.of(keys),
    EditorState.readOnly.of(config.readOnly),
    EditorView.editorAttributes.of(config.readOnly ? { 'data-readonly': '' } : {}),
    EditorView.contentAttributes.of({ ...config.attributes, dir: config.dir, ...(config.lang ? { lang: config.lang } : {}) }),
  ];
}

export function createCodeEditor(options: CodeEditorOptions): CodeEditor {
  const settings = new Compartment();
  const length = options.value.length;
  const clamp = (n: number | undefined) => Math.min(Math.max(n ?? 0, 0), length);
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.value,
      selection: EditorSelection.single(clamp(options.anchor), clamp(options.head ?? options.anchor)),
      extensions: [
        settings.of(configured(options)),
        history(),
        keymap.of([{ key: 'Mod-s', run: () => (options.onSave(), true), preventDefault: true }, ...defaultKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        EditorView.perLineTextDirection.of(true),
        syntaxHighlighting(highlight),
        theme,
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(outside))) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    value: () => view.state.doc.toString(),
    setValue(text) {
      if (text === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, annotations: outside.of(true) });
    },
    configure(config) {
      view.dispatch({ effects: settings.reconfigure(configured(config)) });
    },
    selection() {
      const { from, to } = view.state.selection.main;
      return { from, to };
    },
    apply(edit) {
      view.dispatch({ changes: { from: edit.from, to: edit.to, insert: edit.insert }, selection: { anchor: edit.anchor, head: edit.head }, scrollIntoView: true, userEvent: 'input' });
    },
    select(anchor, head) {
      const end = view.state.doc.length;
      view.dispatch({ selection: { anchor: Math.min(anchor, end), head: Math.min(head, end) }, scrollIntoView: true });
    },
    focus: () => view.focus(),
    hasFocus: () => view.hasFocus,
    destroy: () => view.destroy(),
  };
}
