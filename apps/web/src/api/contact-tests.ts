/** The admin's SMS test (`/contactTests/create`). */
import { useMutation } from '@tanstack/react-query';
import type { ContactTestInput, ContactTestSentDto, One } from '@steelyard/contracts';
import { api } from './client.ts';

/** Sends one test message; a 422 (bad number, empty text) carries the field's message. */
export function useSendContactTest() {
  return useMutation({
    mutationFn: async (input: ContactTestInput) =>
      (await api.post<One<ContactTestSentDto>>('/api/admin/contactTests', input)).data,
  });
}
