import { Component, type ReactNode } from 'react';
import { FATAL } from './fatal-messages';

interface State {
  failed: boolean;
}

function ReloadButton() {
  return (
    <button type="button" className="btn btn-primary mt-4" onClick={() => window.location.reload()}>
      {FATAL.reload}
    </button>
  );
}

/** The whole app failed to render: the product’s error catalogue "Render failure". */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('render failed', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" lang="zh-TW" className="mx-auto max-w-xl p-8 text-center">
        <p>{FATAL.renderMessage}</p>
        <ReloadButton />
      </div>
    );
  }
}

/** The page body failed to load or mount: the product’s error catalogue "Page mount failure". */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('page failed to mount', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" lang="zh-TW" className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">{FATAL.mountTitle}</h1>
        <ReloadButton />
      </div>
    );
  }
}

/** Plain-DOM fallback for when React itself cannot start (core or translations failed). */
export function renderFatal(root: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.lang = 'zh-TW';
  box.className = 'mx-auto max-w-xl p-8 text-center';
  const p = document.createElement('p');
  p.textContent = FATAL.renderMessage;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-primary mt-4';
  button.textContent = FATAL.reload;
  button.addEventListener('click', () => window.location.reload());
  box.append(p, button);
  root.prepend(box);
}
