import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SERVICE_CHAT_STATUSES, SERVICE_NEXT_STEPS } from '@contracts/enums.ts';
import type { ServiceRequestDto } from '@steelyard/contracts';
import { reviewCreatePath } from '../../api/reviews.ts';
import { serviceRequestQuery, useAcceptTerms, useMoveServiceRequest } from '../../api/services.ts';
import { formatDate, formatPrice } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { ChatIcon } from '../../ui/icons.tsx';
import { OpenChatButton } from '../../ui/open-chat-button.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { servicePath, takesQuotes, useServiceKind } from './service-kind.ts';
import { QuoteSheet } from './service-quote-sheet.tsx';
import { ServiceQuotes } from './service-quotes.tsx';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import { ServiceStatusBadge } from './service-status.tsx';
import './services.css';
import { usePlaceText } from '../../ui/place-name.ts';

/** The drawings: links to the checked route for readers it serves, else why they are closed. */
function ServiceFiles({ request }: { request: ServiceRequestDto }) {
  const { t } = useTranslation();
  const accept = useAcceptTerms(request.kind, request.id);
  if (request.files.length === 0) return null;
  const locked = !request.viewer.can_read_files;
  const signedIn = request.viewer.is_owner || request.viewer.can_quote || request.viewer.has_quoted;
  return (
    <section className="service-section" aria-labelledby="service-files">
      <h2 id="service-files" className="service-section__title">
        {t('services.files')}
      </h2>
      <ul className="service-files">
        {request.files.map((file) => (
          <li key={file.id}>
            {file.url ? (
              <a href={file.url} download={file.filename}>
                {file.filename}
              </a>
            ) : (
              <span>{file.filename}</span>
            )}
            <span className="service-muted">{file.format.toUpperCase()}</span>
          </li>
        ))}
      </ul>
      {locked && request.is_confidential ? (
        <div className="service-terms">
          <p>{t('services.filesLocked')}</p>
          {request.terms ? <p className="service-terms__text">{request.terms}</p> : null}
          {signedIn ? (
            <Button
              busy={accept.isPending}
              onClick={() =>
                accept.mutate(undefined, { onSuccess: () => showToast(t('services.termsAccepted')) })
              }
            >
              {t('services.acceptTerms')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {locked && !request.is_confidential ? (
        <p className="service-muted">{t('services.filesSignIn')}</p>
      ) : null}
    </section>
  );
}

/** The requester's next steps: production, delivery, closing, or cancelling. */
function ServiceSteps({ request }: { request: ServiceRequestDto }) {
  const { t } = useTranslation();
  const move = useMoveServiceRequest(request.kind, request.id);
  const steps = SERVICE_NEXT_STEPS[request.status] ?? [];
  if (!request.viewer.is_owner || steps.length === 0) return null;
  return (
    <div className="service-steps">
      {steps.map((step) => (
        <Button
          key={step}
          variant={step === 'cancelled' ? 'secondary' : 'primary'}
          busy={move.isPending}
          onClick={() => move.mutate(step, { onSuccess: () => showToast(t('services.stepDone')) })}
        >
          {t(`services.steps.${step}`)}
        </Button>
      ))}
    </div>
  );
}

function ServiceRequestView({ request }: { request: ServiceRequestDto }) {
  const place = usePlaceText();
  const { t, language } = useTranslation();
  const [quoting, setQuoting] = useState(false);
  const facts: [string, string | null][] = [
    [t('services.fields.process'), request.process ? t(`services.processes.${request.process}`) : null],
    [t('services.fields.quantity'), t('services.quantityValue', { quantity: request.quantity })],
    [t('services.fields.material'), request.material],
    [t('services.fields.tolerance'), request.tolerance],
    [t('services.fields.finish'), request.finish],
    [t('services.fields.closesOn'), formatDate(request.closes_on, language)],
    [t('services.fields.deadline'), formatDate(request.deadline, language)],
    [t('services.region'), place(request.city, request.county)],
    [t('services.placeOfWork'), request.place_name],
    [
      t('services.budget'),
      request.budget === null ? null : formatPrice(request.budget, language, request.country),
    ],
    [t('services.requester'), request.user.nickname],
  ];
  return (
    <>
      <header className="service-head">
        <div className="service-row__head">
          <ServiceStatusBadge status={request.status} />
          {request.is_confidential ? <span className="service-tag">{t('services.confidential')}</span> : null}
          {request.is_hidden ? <HiddenTag /> : null}
        </div>
        <h1 className="service-head__title">{request.title}</h1>
        {request.viewer.is_owner && takesQuotes(request.status) ? (
          <Link
            to={`${servicePath(request.kind, 'create')}?id=${request.id}`}
            className="btn btn--secondary btn--sm service-head__edit"
          >
            {t('services.editLink')}
          </Link>
        ) : null}
        <p className="service-muted">{t('services.quoteCount', { count: request.quote_count })}</p>
      </header>
      <dl className="service-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="service-description">{request.description}</p>
      <ServiceFiles request={request} />
      {request.viewer.is_owner || request.viewer.has_quoted ? <ServiceQuotes request={request} /> : null}
      {/* Anyone but the requester asks in a chat tied to the request while it takes new chats. */}
      {!request.viewer.is_owner && (SERVICE_CHAT_STATUSES as readonly string[]).includes(request.status) ? (
        <div className="service-steps">
          <OpenChatButton block size="md" variant="secondary" subject={{ service_request_id: request.id }}>
            <ChatIcon size={18} />
            {t('services.askInChat')}
          </OpenChatButton>
        </div>
      ) : null}
      <ServiceSteps request={request} />
      {request.viewer.can_review ? (
        <div className="service-steps">
          <Link
            to={reviewCreatePath({ service_request_id: request.id })}
            className="btn btn--primary btn--block"
          >
            {t('services.writeReview')}
          </Link>
        </div>
      ) : null}
      {request.viewer.can_quote ? (
        <div className="service-steps">
          <Button block onClick={() => setQuoting(true)}>
            {t('services.quote.send')}
          </Button>
          <QuoteSheet
            kind={request.kind}
            requestId={request.id}
            country={request.country}
            open={quoting}
            onClose={() => setQuoting(false)}
          />
        </div>
      ) : null}
    </>
  );
}

/** `/drawingRequests/{id}` and `/bigNotices/{id}`: the request, its files, quotes side by side, award and steps. */
export function ServiceRequestPage() {
  const { t } = useTranslation();
  const kind = useServiceKind();
  const id = Number(useParams().id);
  const query = useQuery(serviceRequestQuery(kind, id));
  return (
    <div className="page">
      <PageTitleBar title={t(`services.title.${kind}`)} fallback={servicePath(kind)} />
      <QueryState query={query}>{(request) => <ServiceRequestView request={request} />}</QueryState>
    </div>
  );
}

export { ServiceRequestPage as Component };
