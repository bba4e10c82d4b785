/**
 * Ends the current task and resumes in a new one, so a run of start-up work is many short tasks
 * instead of one long one: the browser can paint and take input between them. `scheduler.yield`
 * where the browser has it (the continuation keeps its place ahead of other queued work), else a
 * message on a channel (no timer clamping), else a zero timer.
 */
type SchedulerGlobal = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as SchedulerGlobal).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'function') {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    } else {
      setTimeout(resolve, 0);
    }
  });
}
