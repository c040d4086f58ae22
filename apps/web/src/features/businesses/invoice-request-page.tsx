import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatBusinessNumber } from '@contracts/business-numbers.ts';
import { invoiceRequestInputSchema } from '@contracts/schemas/businesses.ts';
import type { BusinessDto, InvoiceRequestDto, ProductDetailDto } from '@steelyard/contracts';
import { invoiceRequestQuery, myBusinessQuery, useInvoiceRequest } from '../../api/businesses.ts';
import { productDetailQuery } from '../../api/product-posts.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FactsList } from '../../ui/facts-list.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { BusinessFields, type BusinessIdentity } from './business-fields.tsx';
import './businesses.css';

interface InvoiceValues extends BusinessIdentity {
  email: string;
}

/** Prefills from the request already sent, else from the buyer's own verified business. */
function startValues(request: InvoiceRequestDto | null, business: BusinessDto | null): InvoiceValues {
  const from = request ?? (business?.status === 'verified' ? business : null);
  return {
    country: from?.country ?? 'KR',
    legal_name: from?.legal_name ?? '',
    registration_number: from ? formatBusinessNumber(from.country, from.registration_number) : '',
    representative: from?.representative ?? '',
    address: from?.address ?? '',
    email: request?.email ?? '',
  };
}

function IssuedState({ request }: { request: InvoiceRequestDto }) {
  const { t, language } = useTranslation();
  return (
    <section className={`business-state business-state--${request.issued_at ? 'verified' : 'pending'}`}>
      <p className="business-state__title">
        {request.issued_at
          ? t('invoice.issuedOn', { date: formatDate(request.issued_at, language) })
          : t('invoice.waiting', { date: formatDate(request.updated_at, language) })}
      </p>
    </section>
  );
}

/** The buyer's form: their business details and where the invoice goes; locked once issued. */
function BuyerForm({
  productId,
  request,
  business,
}: {
  productId: number;
  request: InvoiceRequestDto | null;
  business: BusinessDto | null;
}) {
  const { t } = useTranslation();
  const { send } = useInvoiceRequest(productId);
  const form = useApiForm<InvoiceValues>({
    schema: invoiceRequestInputSchema,
    defaultValues: startValues(request, business),
    onSubmit: async (values) => {
      await send.mutateAsync(values);
      showToast(t('invoice.sent'));
    },
  });
  if (request?.issued_at) return <RequestDetails request={request} />;
  return (
    <form className="business-form" onSubmit={form.submit} noValidate>
      <p className="business-page__intro">{t('invoice.buyerIntro')}</p>
      <FormError message={form.formError} />
      <BusinessFields form={form} />
      <Field
        type="email"
        label={t('invoice.email')}
        autoComplete="email"
        error={form.errorOf('email')}
        {...form.register('email')}
      />
      <Button type="submit" block busy={form.busy}>
        {request ? t('invoice.update') : t('invoice.send')}
      </Button>
    </form>
  );
}

function RequestDetails({ request }: { request: InvoiceRequestDto }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('business.legalName'), request.legal_name],
    [t('business.number'), formatBusinessNumber(request.country, request.registration_number)],
    [t('business.representative'), request.representative],
    [t('business.address'), request.address],
    [t('invoice.email'), request.email],
  ];
  return <FactsList className="invoice-details" rows={rows} />;
}

/** The seller's view: the buyer's details, and the issued mark (the invoice itself is theirs to issue). */
function SellerView({ productId, request }: { productId: number; request: InvoiceRequestDto | null }) {
  const { t } = useTranslation();
  const { markIssued } = useInvoiceRequest(productId);
  if (!request) return <EmptyState title={t('invoice.none')} />;
  return (
    <>
      <RequestDetails request={request} />
      <p className="business-form__note">{t('invoice.sellerNote')}</p>
      <Button
        block
        variant={request.issued_at ? 'secondary' : 'primary'}
        busy={markIssued.isPending}
        onClick={() => markIssued.mutate(!request.issued_at)}
      >
        {request.issued_at ? t('invoice.unmark') : t('invoice.markIssued')}
      </Button>
    </>
  );
}

function InvoiceScreen({ product }: { product: ProductDetailDto }) {
  const { data: user } = useCurrentUser();
  const request = useQuery(invoiceRequestQuery(product.id));
  const isSeller = user?.id === product.user.id;
  const business = useQuery({ ...myBusinessQuery(), enabled: user !== undefined && !isSeller });
  return (
    <QueryState query={request}>
      {(current) => (
        <div className="business-page">
          <p className="invoice-product">{product.title}</p>
          {current ? <IssuedState request={current} /> : null}
          {isSeller ? (
            <SellerView productId={product.id} request={current} />
          ) : (
            <QueryState query={business}>
              {(mine) => <BuyerForm productId={product.id} request={current} business={mine} />}
            </QueryState>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** /products/{id}/invoice: a completed trade's tax invoice request, for its buyer and its seller. */
export function InvoiceRequestPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const product = useQuery(productDetailQuery(id));
  return (
    <div className="page">
      <PageTitleBar title={t('invoice.title')} fallback={`/products/${id}`} />
      <QueryState query={product}>{(detail) => <InvoiceScreen product={detail} />}</QueryState>
    </div>
  );
}

export { InvoiceRequestPage as Component };
