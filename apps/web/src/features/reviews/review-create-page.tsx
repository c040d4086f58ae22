import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { MannerDto, ProductDetailDto, UserDto } from '@steelyard/contracts';
import { TRUST_LIMITS } from '@contracts/limits.ts';
import { reviewCreateSchema } from '@contracts/schemas/reviews.ts';
import { mannersQuery } from '../../api/catalog.ts';
import { productDetailQuery } from '../../api/product-posts.ts';
import { useCreateReview } from '../../api/reviews.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/trust-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FieldError, FormError } from '../../ui/field.tsx';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
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

type ReviewFormValues = { product_id: number; manner_ids: number[]; content: string };

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

function ReviewForm({ product, me }: { product: ProductDetailDto; me: UserDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const good = useQuery(mannersQuery(1));
  const bad = useQuery(mannersQuery(0));
  const create = useCreateReview();
  const form = useApiForm<ReviewFormValues>({
    schema: reviewCreateSchema,
    defaultValues: { product_id: product.id, manner_ids: [], content: '' },
    onSubmit: async (values) => {
      const review = await create.mutateAsync(values);
      showToast(t('reviews.sentToast'));
      navigate(`/reviews/${review.id}`, { replace: true });
    },
  });
  const chosen = form.watch('manner_ids');
  const trade = counterpartOf(product, me);
  if (!trade) return <EmptyState title={t('reviews.noTrade')} body={t('reviews.noTradeBody')} />;
  const toggle = (id: number) =>
    form.change({ manner_ids: chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id] });
  return (
    <form className="review-form" onSubmit={form.submit} noValidate>
      <p className="review-form__about">
        {trade.iSold
          ? t('reviews.aboutBuyer', { nickname: trade.other.nickname, title: product.title })
          : t('reviews.aboutSeller', { nickname: trade.other.nickname, title: product.title })}
      </p>
      <FormError message={form.formError ?? form.errorOf('product_id') ?? null} />
      <QueryState query={good}>
        {(manners) => (
          <MannerChoices legend={t('reviews.good')} manners={manners} chosen={chosen} onToggle={toggle} />
        )}
      </QueryState>
      <QueryState query={bad}>
        {(manners) => (
          <MannerChoices
            legend={t('reviews.bad')}
            hint={t('reviews.badHint', { nickname: trade.other.nickname })}
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

/** /reviews/create?product_id=: review the other party of a completed trade. */
export function ReviewCreatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const productId = Number(params.get('product_id'));
  const valid = Number.isInteger(productId) && productId > 0;
  const product = useQuery({ ...productDetailQuery(productId), enabled: valid });
  const { data: me } = useCurrentUser();
  if (!valid) return <NotFoundPage />;
  return (
    <div className="page">
      <PageTitleBar title={t('reviews.createTitle')} fallback={`/products/${productId}`} />
      <QueryState query={product}>{(data) => (me ? <ReviewForm product={data} me={me} /> : null)}</QueryState>
    </div>
  );
}

export { ReviewCreatePage as Component };
