/**
 * `sessionsChanged`: the one name for every write that changes who a session signs in — a
 * session ended or its data saved, a member suspended, restored, withdrawn, made or unmade an
 * admin, or their password changed. The session plugin keeps sessions in memory for a short time
 * (`http/session.ts`) and drops them on every instance when it hears this. Called after the write
 * has committed, with the database handle the app was built on (not a transaction's).
 */
export type SessionChange = { sessionId: string } | { userId: number };

type Listener = (change: SessionChange) => Promise<void>;

const listeners = new WeakMap<object, Listener[]>();

/** Listens for changes written through `db`; the answer stops listening (when its app closes). */
export function onSessionsChanged(db: object, listener: Listener): () => void {
  listeners.set(db, [...(listeners.get(db) ?? []), listener]);
  return () =>
    listeners.set(
      db,
      (listeners.get(db) ?? []).filter((other) => other !== listener),
    );
}

/** Resolves once every instance has been told (Redis has passed it on). */
export async function sessionsChanged(db: object, change: SessionChange): Promise<void> {
  await Promise.all((listeners.get(db) ?? []).map((listener) => listener(change)));
}
