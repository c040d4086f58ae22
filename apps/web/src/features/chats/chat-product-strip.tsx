import { Link } from 'react-router';
import type { ChatRoomDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import { BoxIcon } from '../../ui/icons.tsx';
import { productPriceText } from '../../ui/price.ts';
import { StatusTag } from '../../ui/product-status.tsx';

/** The post the room is about, at the top of the room (a link while the post exists). */
export function ChatProductStrip({ room }: { room: ChatRoomDto }) {
  const { t, language } = useTranslation();
  const product = room.product;
  const content = (
    <>
      <span className="chat-product__thumb">
        {product.thumb_url ? (
          <img src={product.thumb_url} alt="" width={48} height={48} />
        ) : (
          <BoxIcon size={22} />
        )}
      </span>
      <span className="chat-product__body">
        <span className="chat-product__title">
          {product.deleted ? t('chats.deletedProduct') : product.title}
        </span>
        <span className="chat-product__row">
          <StatusTag product={product} />
          <strong>{productPriceText(product, t, language)}</strong>
        </span>
      </span>
    </>
  );
  return product.deleted ? (
    <div className="chat-product">{content}</div>
  ) : (
    <Link to={`/products/${product.id}`} className="chat-product">
      {content}
    </Link>
  );
}
