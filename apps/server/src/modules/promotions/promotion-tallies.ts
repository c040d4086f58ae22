import type { Db } from '../../db/database.ts';
import { createWriteBehind } from '../../lib/write-behind.ts';
import {
  addPromotionTallies,
  insertPromotionEvent,
  promotionExists,
  type PromotionTally,
} from './promotions.repository.ts';

type EventTable = 'clicks' | 'views';
interface PromotionEvent {
  userId: number | null;
  clickableId: number;
  viewableType?: string;
  viewableId?: number;
}

/**
 * Views and clicks of promotions: each is appended as its own row at once (who, from which screen:
 * an insert that locks nothing shared), and counted per promotion and day a second later in one
 * batch (`addPromotionTallies`), so a popular banner's counters are not a row every request waits
 * on. A crash loses at most the last second's counts; the raw rows stay.
 */
export interface PromotionTallyRecorder {
  /** Records the event; null when there is no such promotion (nothing written). */
  record(table: EventTable, event: PromotionEvent): Promise<number | null>;
  flush(): Promise<void>;
}

export function createPromotionTallies(options: {
  db: Db;
  onError: (error: unknown) => void;
}): PromotionTallyRecorder {
  const queue = createWriteBehind<{ promotionId: number; day: string; table: EventTable }>({
    name: 'promotion-tallies',
    write: (events) => addPromotionTallies(options.db, sumByPromotionAndDay(events)),
    onError: options.onError,
  });
  return {
    async record(table, event) {
      if (!(await promotionExists(options.db, event.clickableId))) return null;
      const row = await insertPromotionEvent(options.db, table, event);
      queue.add({ promotionId: event.clickableId, day: row.day, table });
      return row.id;
    },
    flush: queue.flush,
  };
}

function sumByPromotionAndDay(events: { promotionId: number; day: string; table: EventTable }[]) {
  const sums = new Map<string, PromotionTally>();
  for (const event of events) {
    const key = `${event.promotionId}:${event.day}`;
    const sum = sums.get(key) ?? { promotionId: event.promotionId, day: event.day, views: 0, clicks: 0 };
    if (event.table === 'views') sum.views += 1;
    else sum.clicks += 1;
    sums.set(key, sum);
  }
  return [...sums.values()];
}
