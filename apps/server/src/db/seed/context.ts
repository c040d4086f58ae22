import type { Db } from '../database.ts';
import type { FileStorage } from '../../lib/storage.ts';

/** What every seeder gets: the open transaction (never the outer `db`), file storage and a tally. */
export interface SeedContext {
  trx: Db;
  storage: FileStorage;
  tally: SeedTally;
  /** One clock for the whole run, so relative dates (created 3 days ago) agree with each other. */
  now: Date;
}

/** Counts the rows a run created, per label, for the one-line summary. */
export class SeedTally {
  private readonly counts = new Map<string, number>();

  add(label: string, count: number): void {
    if (count <= 0) return;
    this.counts.set(label, (this.counts.get(label) ?? 0) + count);
  }

  get total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  summary(): string {
    return [...this.counts].map(([label, count]) => `${count} ${label}`).join(', ');
  }
}

export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000);
