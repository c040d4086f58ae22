import { raiseAlarms, type Notifier } from '../alarms/alarms.service.ts';
import { insertFollowerAlarms } from './follower-alerts.repository.ts';

/**
 * After a new post committed: the members who follow its seller (a like of the seller with
 * alerts on, issue 29) are told, once, as a post is created once.
 */
export function alertFollowers(notifier: Notifier, post: { id: number; user_id: number }): Promise<number> {
  return raiseAlarms(notifier, 'new-post alerts of followers', (trx) => insertFollowerAlarms(trx, post));
}
