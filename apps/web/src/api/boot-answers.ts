import type { QueryClient } from '@tanstack/react-query';
import type { BootAnswersDto } from '@steelyard/contracts';
import { categoriesQuery, countryQuery, settingsQuery, versionsQuery } from './catalog.ts';
import { currentUserQuery } from './session.ts';

/**
 * The boot calls' answers a drawn page carries (`app/first-screen.ts`) into the cache, as the
 * calls would have left them: the boot (`app/boot.ts`) then finds them fresh and asks nothing.
 */
export function seedBootAnswers(client: QueryClient, answers: BootAnswersDto) {
  // A visitor; a member is asked for once the page has hydrated (`BootAnswersDto`), but on their
  // own screens, which carry them apart (`app/first-screen.ts`).
  if (answers.user === null) client.setQueryData(currentUserQuery().queryKey, null);
  client.setQueryData(countryQuery().queryKey, answers.country);
  client.setQueryData(settingsQuery().queryKey, answers.settings);
  client.setQueryData(versionsQuery().queryKey, answers.versions);
  for (const kind of ['product', 'notice', 'faq'] as const)
    client.setQueryData(categoriesQuery(kind).queryKey, answers.categories[kind]);
}
