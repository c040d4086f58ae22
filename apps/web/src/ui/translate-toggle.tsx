import { useState } from 'react';
import type { TranslationDto, TranslationInput } from '@steelyard/contracts';
import { useClientConfig } from '../api/catalog.ts';
import { useCurrentUser } from '../api/session.ts';
import { useTranslateText } from '../api/translations.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { showToast } from '../state/app-store.ts';
import { useIsHydrating } from '../state/hydration.ts';

/**
 * A text that a member may read in their own language: the translation once asked for and
 * shown, or null for the original. Offered only to a signed-in member while the deployment has
 * a translator (clientConfig), and never for the member's own text (`isOwn`).
 */
export function useTranslatable(input: TranslationInput, isOwn: boolean) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: config } = useClientConfig(Boolean(user) && !isOwn);
  const translate = useTranslateText();
  const [isTranslated, setTranslated] = useState(false);
  // Not while the server's markup hydrates: the server knows neither the member nor the
  // deployment's translator, and their answers may arrive in the middle of the hydration.
  const hydrating = useIsHydrating();
  const isAvailable = Boolean(!hydrating && config?.translation_available && user && !isOwn);

  function toggle() {
    if (isTranslated) return setTranslated(false);
    setTranslated(true);
    if (translate.data) return;
    translate.mutate(input, {
      onError: () => {
        setTranslated(false);
        showToast(t('translate.failed'));
      },
    });
  }
  const translation: TranslationDto | null = isTranslated ? (translate.data ?? null) : null;
  return { isAvailable, isTranslated, isPending: translate.isPending, translation, toggle };
}

/** The 'translate' / 'original' switch under a translatable text. */
export function TranslateToggle({ state }: { state: ReturnType<typeof useTranslatable> }) {
  const { t } = useTranslation();
  if (!state.isAvailable) return null;
  const label = state.isPending
    ? t('translate.pending')
    : state.isTranslated
      ? t('translate.original')
      : t('translate.translate');
  return (
    <button
      type="button"
      className="translate-toggle"
      aria-pressed={state.isTranslated}
      disabled={state.isPending}
      onClick={state.toggle}
    >
      {label}
    </button>
  );
}
