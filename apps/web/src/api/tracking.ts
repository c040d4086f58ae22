import { api } from './client.ts';

/** Client-side problems worth keeping (bad native messages, chunk failures). Never throws. */
export function sendLog(memo: string, description?: string): void {
  api
    .post(
      '/api/logs',
      { memo: memo.slice(0, 255), description: description?.slice(0, 10_000) },
      { loading: false },
    )
    .catch(() => undefined);
}

export interface TrackForm {
  clickable_type: 'Promotion';
  clickable_id: number;
  viewable_type?: string;
  viewable_id?: number;
}

export function trackClick(form: TrackForm): void {
  api.post('/api/clicks', { ...form }, { loading: false }).catch(() => undefined);
}

/** Sent when a promotion slide is at least half visible (spec §9 threshold 0.5). */
export function trackView(form: TrackForm): void {
  api.post('/api/views', { ...form }, { loading: false }).catch(() => undefined);
}
