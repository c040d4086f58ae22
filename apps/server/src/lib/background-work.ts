/**
 * Work that runs after the answer has gone (a one-time code's SMS or email: how long a provider
 * takes must never show whether an account exists), with `idle()` to wait until all of it has
 * settled: the server's close, and tests that check what was or was not sent.
 */
export interface BackgroundWork {
  run(what: string, work: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackgroundWork(onError: (error: unknown, what: string) => void): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => onError(error, what))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
