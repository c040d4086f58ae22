import { useId, useState } from 'react';
import type { BumpStateDto, ProductSummaryDto } from '@steelyard/contracts';
import { errorMessage } from '../../api/errors.ts';
import { useBumpProduct } from '../../api/product-posts.ts';
import { formatTimeAgo } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import './bump-control.css';

/**
 * The seller's bump: the post back to the top of the newest list, once a day and a limited number
 * of times (the server decides; `product.bump` says when the next is allowed and how many are
 * left). Only for an open post that is shown. On the post's page and in the sales history.
 */
export function BumpControl({
  product,
}: {
  product: Pick<ProductSummaryDto, 'id' | 'status' | 'is_hidden'> & { bump: BumpStateDto | null };
}) {
  const { t, language } = useTranslation();
  const noteId = useId();
  const bump = useBumpProduct(product.id);
  // The time the page was opened, or of the last bump: the next bump's words count from it.
  const [now, setNow] = useState(Date.now);
  const state = product.bump;
  if (!state || product.status !== 'open' || product.is_hidden) return null;
  const nextAt = Date.parse(state.next_at);
  const waiting = nextAt > now;
  let note = t('productDetail.bumpReady');
  if (state.left === 0) note = t('productDetail.bumpsNone');
  else if (waiting) note = t('productDetail.bumpNext', { when: formatTimeAgo(state.next_at, language, now) });
  return (
    <div className="bump-control">
      <Button
        variant="secondary"
        size="sm"
        busy={bump.isPending}
        disabled={state.left === 0 || waiting}
        aria-describedby={noteId}
        onClick={() =>
          bump.mutate(undefined, {
            onSuccess: () => {
              setNow(Date.now());
              showToast(t('productDetail.bumpDone'));
            },
            onError: (error) => showToast(errorMessage(error, t('errors.network'))),
          })
        }
      >
        {t('productDetail.bump')}
      </Button>
      <p id={noteId} className="bump-control__note">
        {note}
        {state.left > 0 ? ` · ${t('productDetail.bumpsLeft', { count: state.left })}` : null}
      </p>
    </div>
  );
}
