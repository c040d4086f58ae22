/** Translations of posts and chat messages (`POST /api/translations`). */
import { useMutation } from '@tanstack/react-query';
import type { One, TranslationDto, TranslationInput } from '@steelyard/contracts';
import { api } from './client.ts';

/**
 * Asks for one post's or message's text in the member's language. Nothing to invalidate: the
 * server keeps the translation, and the screen keeps this answer while it shows the text.
 */
export function useTranslateText() {
  return useMutation({
    mutationFn: async (input: TranslationInput) =>
      (await api.post<One<TranslationDto>>('/api/translations', input, { loading: false })).data,
  });
}
