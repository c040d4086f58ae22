import { raiseAlarms, type Notifier } from '../alarms/alarms.service.ts';
import { insertPriceDropAlarms, type PriceDrop } from './price-drops.repository.ts';

/**
 * After an edit that lowered a listed post's price committed: the members who liked it are told
 * (issue 29), at most once per post and day. A post that is hidden, sold or free tells no one.
 */
export function alertPriceDrop(
  notifier: Notifier,
  post: { status: string; is_hidden: boolean | number },
  drop: PriceDrop,
): Promise<number> {
  if (post.status === 'completed' || post.is_hidden || drop.after <= 0 || drop.after >= drop.before)
    return Promise.resolve(0);
  return raiseAlarms(notifier, 'price-drop alerts', (trx) => insertPriceDropAlarms(trx, drop));
}
