import { Link } from 'react-router';
import type { ChatRoomDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import { productPriceText } from '../../ui/price.ts';
import { StatusTag } from '../../ui/product-status.tsx';
import { ChatSubjectThumb } from './chat-subject-thumb.tsx';

/**
 * What the room is about, at the top of the room, linked while it is there: a post with its status
 * and price, or a request or freelancer profile with its kind.
 */
export function ChatSubjectStrip({ room }: { room: ChatRoomDto }) {
  const { t, language } = useTranslation();
  const { subject, product } = room;
  const gone = product?.deleted ? t('chats.deletedProduct') : t('chats.subjectUnavailable');
  const content = (
    <>
      <span className="chat-product__thumb">
        <ChatSubjectThumb subject={subject} size={48} />
      </span>
      <span className="chat-product__body">
        <span className="chat-product__title">{subject.available ? subject.title : gone}</span>
        <span className="chat-product__row">
          {product ? (
            <>
              <StatusTag product={product} />
              <strong>{productPriceText(product, t, language)}</strong>
            </>
          ) : (
            <span className="chat-product__kind">{t(`chats.subjects.${subject.kind}`)}</span>
          )}
        </span>
      </span>
    </>
  );
  return subject.available ? (
    <Link to={subject.path} className="chat-product">
      {content}
    </Link>
  ) : (
    <div className="chat-product">{content}</div>
  );
}
