import { createContext, useContext } from 'react';

/**
 * The browser's user agent, which the server draws with too (the request's `User-Agent`, the
 * same string): pieces drawn only in some browsers (the app banner) then match on both sides.
 */
export const UserAgent = createContext<string | null>(null);

/** The user agent: the request's on the server, `navigator.userAgent` in the browser. */
export function useUserAgent(): string {
  return useContext(UserAgent) ?? navigator.userAgent;
}
