import { Link } from 'react-router';
import type { ProductDetailDto } from '@steelyard/contracts';
import { useProductLike } from '../../api/likes.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { useIsHydrating } from '../../state/hydration.ts';
import { formatMoney } from '../../i18n/format.ts';
import { AlertIcon, ChatIcon, HeartIcon, Svg } from '../../ui/icons.tsx';
import { MakeOfferButton, takesOffers } from '../../ui/make-offer-button.tsx';
import { isFreeProduct, productPriceText } from '../../ui/price.ts';
import { OpenChatButton } from '../../ui/open-chat-button.tsx';
import { ReportButton } from '../../ui/report-button.tsx';

function ShareIcon() {
  return (
    <Svg size={22}>
      <path d="M12 3v12M7 8l5-5 5 5" />
      <path d="M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </Svg>
  );
}

function LikeButton({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const like = useProductLike(product.id);
  return (
    // The name says what a tap does now and holds the count shown (WCAG 2.5.3, label in name).
    <button
      type="button"
      className={product.liked ? 'like-btn like-btn--on' : 'like-btn'}
      aria-label={t(product.liked ? 'productDetail.unlike' : 'productDetail.like', {
        likes: product.like_count,
      })}
      onClick={() => like.mutate(!product.liked)}
    >
      <HeartIcon size={26} fill={product.liked ? 'currentColor' : 'none'} />
      <span className="like-btn__count">{product.like_count}</span>
    </button>
  );
}

/** The share sheet where there is one, else the link copied (a toast says so), else shown to copy. */
async function shareProduct(product: ProductDetailDto, copiedText: string) {
  const url = `${window.location.origin}/products/share/${product.id}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: product.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    window.prompt('', url);
    return;
  }
  showToast(copiedText);
}

/** The post's tools in its title row: share, and report for anyone but the author. */
export function DetailTools({ product, isMine }: { product: ProductDetailDto; isMine: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('productDetail.share')}
        onClick={() => void shareProduct(product, t('productDetail.linkCopied'))}
      >
        <ShareIcon />
      </button>
      {isMine ? null : (
        <ReportButton className="icon-btn" target={{ type: 'product', id: product.id }}>
          <AlertIcon size={22} />
        </ReportButton>
      )}
    </>
  );
}

/**
 * The viewer's own live offer, in place of 'Make an offer' (one live offer per buyer and post):
 * its amount and whose turn it is, a link to the room where it is answered.
 */
function MyOfferLink({ offer }: { offer: NonNullable<ProductDetailDto['my_offer']> }) {
  const { t, language } = useTranslation();
  const amount = formatMoney(offer.amount, language, offer.currency);
  return (
    <Link to={`/chats/${offer.room_id}`} className="detail-bar__offer">
      {offer.status === 'awaiting_buyer'
        ? t('offers.mine.yourTurn', { amount })
        : t('offers.mine.waiting', { amount })}
    </Link>
  );
}

/**
 * The one bar pinned under a post (the tab bar steps aside on this page): like, price, and the
 * main action, chat (or the author's rooms about it); a signed-in member also makes a price offer
 * on a negotiable post, or finds their live one (drawn by the browser only: the server draws every
 * page as a visitor's).
 */
export function DetailBar({ product, isMine }: { product: ProductDetailDto; isMine: boolean }) {
  const { t, language } = useTranslation();
  const { data: user } = useCurrentUser();
  const hydrating = useIsHydrating();
  const free = isFreeProduct(product);
  return (
    <div className="detail-bar">
      {isMine ? null : <LikeButton product={product} />}
      <div className="detail-bar__price">
        <strong>{productPriceText(product, t, language)}</strong>
        {/* Where the post says it is negotiable, a member who may offer finds the offer itself. */}
        {user && !isMine && !hydrating && product.my_offer ? (
          <MyOfferLink offer={product.my_offer} />
        ) : user && !isMine && !hydrating && takesOffers(product) ? (
          <MakeOfferButton post={product} variant="ghost" className="detail-bar__offer" />
        ) : product.price_negotiable && !free ? (
          <span>{t('products.negotiable')}</span>
        ) : null}
      </div>
      {isMine ? (
        <Link to={`/chats?product_id=${product.id}`} className="btn btn--primary btn--sm">
          <ChatIcon size={18} />
          {t('chats.viewChats', { count: product.chat_count })}
        </Link>
      ) : (
        // Opens (or finds) the member's room about this post; a visitor signs in first.
        <OpenChatButton subject={{ product_id: product.id }}>
          <ChatIcon size={18} />
          {t('productDetail.chat')}
        </OpenChatButton>
      )}
    </div>
  );
}
