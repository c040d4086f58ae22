import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MannerDto, ProductDetailDto, ReviewSubjectInput, UserDto } from '@steelyard/contracts';
import { TRUST_LIMITS } from '@contracts/limits.ts';
import { reviewCreateSchema } from '@contracts/schemas/reviews.ts';
import { mannersQuery } from '../../api/catalog.ts';
import { productDetailQuery } from '../../api/product-posts.ts';
import {
  pendingReviewsQuery,
  reviewCreatePath,
  reviewSubjectInput,
  useCreateReview,
  type ReviewValues,
} from '../../api/reviews.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/trust-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { FieldError, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import './reviews.css';

/** The other party of a completed trade for this member, or null when there is none to review. */
function counterpartOf(product: ProductDetailDto, me: UserDto) {
  if (product.status !== 'completed' || !product.buyer) return null;
  if (product.user.id === me.id) return { other: product.buyer, iSold: product.type !== 'wanted' };
  if (product.buyer.id === me.id) return { other: product.user, iSold: product.type === 'wanted' };
  return null;
}

/** What the form says the review is about: the other party's name when the page knows it. */
interface ReviewAbout {
  text: string;
  badHint: string;
}

function MannerChoices({
  legend,
  hint,
  manners,
  chosen,
  onToggle,
}: {
  legend: string;
  hint?: string;
  manners: MannerDto[];
  chosen: number[];
  onToggle: (id: number) => void;
}) {
  return (
    <fieldset className="manner-choices">
      <legend className="manner-choices__legend">{legend}</legend>
      {hint ? <p className="manner-choices__hint">{hint}</p> : null}
      <div className="manner-choices__list">
        {manners.map((manner) => (
          <label
            key={manner.id}
            className={manner.type === 1 ? 'manner-choice' : 'manner-choice manner-choice--bad'}
          >
            <input
              type="checkbox"
              checked={chosen.includes(manner.id)}
              onChange={() => onToggle(manner.id)}
            />
            <span>{manner.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The manners and the text of a review of one deal; the server checks the parties and the state. */
function ReviewForm({ subject, about }: { subject: ReviewSubjectInput; about: ReviewAbout }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const good = useQuery(mannersQuery(1));
  const bad = useQuery(mannersQuery(0));
  const create = useCreateReview();
  const form = useApiForm<ReviewValues>({
    schema: reviewCreateSchema,
    defaultValues: { ...subject, manner_ids: [], content: '' },
    onSubmit: async (values) => {
      const review = await create.mutateAsync(values);
      showToast(t('reviews.sentToast'));
      navigate(`/reviews/${review.id}`, { replace: true });
    },
  });
  const chosen = form.watch('manner_ids');
  const subjectField = Object.keys(subject)[0] as keyof ReviewSubjectInput;
  const toggle = (id: number) =>
    form.change({ manner_ids: chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id] });
  return (
    <form className="review-form" onSubmit={form.submit} noValidate>
      <p className="review-form__about">{about.text}</p>
      <FormError
        message={form.formError ?? form.errorOf(subjectField) ?? form.errorOf('product_id') ?? null}
      />
      <QueryState query={good}>
        {(manners) => (
          <MannerChoices legend={t('reviews.good')} manners={manners} chosen={chosen} onToggle={toggle} />
        )}
      </QueryState>
      <QueryState query={bad}>
        {(manners) => (
          <MannerChoices
            legend={t('reviews.bad')}
            hint={about.badHint}
            manners={manners}
            chosen={chosen}
            onToggle={toggle}
          />
        )}
      </QueryState>
      <FieldError message={form.errorOf('manner_ids')} />
      <TextAreaField
        label={t('reviews.content')}
        maxLength={TRUST_LIMITS.reviewContentMax}
        rows={4}
        error={form.errorOf('content')}
        {...form.register('content')}
      />
      <Button type="submit" busy={form.busy} className="review-form__submit">
        {t('reviews.submit')}
      </Button>
    </form>
  );
}

/** A trade's review: only once the page knows the member is a party of the completed trade. */
function TradeReviewForm({ product, me }: { product: ProductDetailDto; me: UserDto }) {
  const { t } = useTranslation();
  const trade = counterpartOf(product, me);
  if (!trade) return <EmptyState title={t('reviews.noTrade')} body={t('reviews.noTradeBody')} />;
  const params = { nickname: trade.other.nickname, title: product.title };
  const about = {
    text: trade.iSold ? t('reviews.aboutBuyer', params) : t('reviews.aboutSeller', params),
    badHint: t('reviews.badHint', params),
  };
  return <ReviewForm subject={{ product_id: product.id }} about={about} />;
}

/** The deal `/reviews/create` names in its query: exactly one of the three subjects, else null. */
function subjectOf(params: URLSearchParams): ReviewSubjectInput | null {
  const found = (['product_id', 'service_request_id', 'freelancer_job_id'] as const).flatMap((key) => {
    const id = Number(params.get(key));
    return params.has(key) && Number.isInteger(id) && id > 0 ? [{ [key]: id }] : [];
  });
  return found.length === 1 ? (found[0] as ReviewSubjectInput) : null;
}

/** /reviews/create with no deal named: the member's finished deals that wait for their review. */
function PendingReviews() {
  const { t, language } = useTranslation();
  const pending = useQuery(pendingReviewsQuery());
  return (
    <QueryState query={pending}>
      {(deals) =>
        deals.length === 0 ? (
          <EmptyState title={t('reviews.pendingEmpty')} body={t('reviews.pendingEmptyBody')} />
        ) : (
          <ul className="pending-reviews" aria-label={t('reviews.pendingTitle')}>
            {deals.map((deal) => (
              <li key={`${deal.subject.kind}-${deal.subject.id}`}>
                <Link to={reviewCreatePath(reviewSubjectInput(deal.subject))} className="pending-review">
                  <Avatar url={deal.counterpart.profile_image_url} size={40} />
                  <span className="pending-review__text">
                    <span className="pending-review__title">
                      {deal.subject.kind === 'freelancer_job'
                        ? t('reviews.freelanceJob')
                        : deal.subject.title}
                    </span>
                    <span className="pending-review__sub">
                      {t('reviews.pendingWith', { nickname: deal.counterpart.nickname })} ·{' '}
                      {formatDate(deal.finished_at, language)}
                    </span>
                  </span>
                  <span className="pending-review__action">{t('reviews.write')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

/**
 * /reviews/create?product_id= | service_request_id= | freelancer_job_id=: review the other party
 * of a completed trade, a delivered request's job or a finished freelancer job; with none of them,
 * the deals that wait for the member's review.
 */
export function ReviewCreatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const subject = subjectOf(params);
  const productId = subject && 'product_id' in subject ? subject.product_id : 0;
  const product = useQuery({ ...productDetailQuery(productId), enabled: productId > 0 });
  const { data: me } = useCurrentUser();
  if (!subject)
    return (
      <div className="page">
        <PageTitleBar title={t('reviews.pendingTitle')} fallback="/mypage" />
        <PendingReviews />
      </div>
    );
  return (
    <div className="page">
      <PageTitleBar
        title={t('reviews.createTitle')}
        fallback={productId > 0 ? `/products/${productId}` : '/reviews'}
      />
      {productId > 0 ? (
        <QueryState query={product}>
          {(data) => (me ? <TradeReviewForm product={data} me={me} /> : null)}
        </QueryState>
      ) : (
        <ReviewForm
          subject={subject}
          about={{ text: t('reviews.aboutDeal'), badHint: t('reviews.badHintOther') }}
        />
      )}
    </div>
  );
}

export { ReviewCreatePage as Component };
