import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Call } from './api.ts';

const userEvent = userEventLib.setup({ delay: null });

/**
 * Filters a list by distance as a member does (`ui/near-picker.tsx`): finds `place` by name, picks
 * the radius (the default when none), and waits until the URL and the list's last call carry both.
 */
export async function filterNear(
  history: { location: { search: string } },
  calls: Call[],
  { search, place, near, km }: { search: string; place: string; near: string; km?: number },
) {
  await userEvent.type(
    await screen.findByLabelText('Search for a place', {}, { timeout: 15_000 }),
    `${search}{Enter}`,
  );
  await userEvent.click(await screen.findByRole('button', { name: place }));
  if (km !== undefined) await userEvent.click(await screen.findByRole('radio', { name: `${km} km` }));
  const withinKm = String(km ?? 30);
  await waitFor(() =>
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      near,
      within_km: withinKm,
    }),
  );
  await waitFor(() =>
    expect(calls.at(-1)!.url).toContain(`near=${encodeURIComponent(near)}&within_km=${withinKm}`),
  );
}
