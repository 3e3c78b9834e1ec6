// Work that must not share a task with what came before: on a slow phone (Lighthouse's 4× CPU) a task
// over 50 ms, i.e. over ~12.5 ms on a fast machine, moves time to interactive past the app's start
// (docs/performance.md). Splitting start-up work into tasks lets the browser run input and paint between.

/** Resolves in a new task: a message to ourselves (not clamped like nested timers). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
