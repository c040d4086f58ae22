import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currencyOfCountry } from '@contracts/currencies.ts';
import type { ProductSummaryDto } from '@steelyard/contracts';
import { useMakeOffer } from '../api/offers.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { Button, type ButtonProps } from './button.tsx';

const OfferSheet = lazy(() => import('./offer-sheet.tsx'));

type OfferedPost = Pick<
  ProductSummaryDto,
  'id' | 'type' | 'status' | 'price' | 'price_negotiable' | 'country'
>;

/** A post takes offers: for sale, open, with a negotiable price above zero. */
export const takesOffers = (post: OfferedPost) =>
  post.type === 'sale' && post.status === 'open' && post.price_negotiable && (post.price ?? 0) > 0;

/**
 * "Make an offer" on a post (its page's bar, its chat room): the amount sheet (loaded on the first
 * tap), then the room with the offer's card, where the seller answers.
 */
export function MakeOfferButton({ post, ...button }: { post: OfferedPost } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const make = useMakeOffer(post.id);
  return (
    <>
      <Button size="sm" variant="secondary" {...button} onClick={() => setOpen(true)}>
        {t('offers.make')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <OfferSheet
            title={t('offers.make')}
            submitLabel={t('offers.send')}
            price={post.price}
            currency={currencyOfCountry(post.country)}
            send={async (values) => {
              const { room_id } = await make.mutateAsync(values);
              setOpen(false);
              if (pathname !== `/chats/${room_id}`) navigate(`/chats/${room_id}`);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
