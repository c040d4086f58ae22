import { useCallback, useState } from 'react';
import { ValidationError } from './errors.ts';

/**
 * Server form errors kept per field; the first message of each is what the field shows
 * (spec §5). `capture` returns true when the error was a 422 it took care of.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const capture = useCallback((error: unknown): boolean => {
    if (error instanceof ValidationError) {
      setErrors(error.firstErrors());
      return true;
    }
    return false;
  }, []);
  const clear = useCallback((field?: string) => {
    setErrors((current) => {
      if (!field) return {};
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, capture, clear };
}
