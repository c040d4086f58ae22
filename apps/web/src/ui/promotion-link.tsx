import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_TIMING } from '@contracts/limits.ts';
import { PROMOTION_LINK } from '@contracts/enums.ts';
import type { PromotionDto } from '@steelyard/contracts';
import { trackClick, trackView } from '../api/tracking.ts';
import { postToApp } from '../native/bridge.ts';
import { useInView } from './use-in-view.ts';

/** Where a promotion was shown: the `viewable_type`/`viewable_id` its views and clicks carry. */
export interface PromotionScreen {
  type: string;
  id?: number;
}

/** Views already sent in this visit, per promotion and screen (spec §9: once each). */
const viewed = new Set<string>();

/** Forgets the views sent (tests start each visit afresh). */
export function resetPromotionViews() {
  viewed.clear();
}

/**
 * A promotion's image as a link: its view is sent once per promotion and screen when at least half
 * of it is visible (IntersectionObserver, threshold 0.5), its click on a tap. An internal link
 * navigates inside the app; an external one opens outside it (OUT_APP_BROWSER in the webview,
 * a new tab in a browser). `onFollow` runs before following (a popup closes itself).
 */
export function PromotionLink({
  promotion,
  screen,
  onFollow,
  className,
  label,
  children,
}: {
  promotion: PromotionDto;
  screen: PromotionScreen;
  onFollow?: () => void;
  className?: string;
  /** The link's accessible name (the banner is an image without text). */
  label: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const form = {
    clickable_type: 'Promotion' as const,
    clickable_id: promotion.id,
    viewable_type: screen.type,
    viewable_id: screen.id,
  };
  const ref = useInView<HTMLAnchorElement>(
    () => {
      const key = `${promotion.id}:${screen.type}:${screen.id ?? ''}`;
      if (viewed.has(key)) return;
      viewed.add(key);
      trackView(form);
    },
    { threshold: CLIENT_TIMING.promotionViewThreshold },
  );
  const external = promotion.type_url === PROMOTION_LINK.external;
  return (
    <a
      ref={ref}
      className={className}
      href={promotion.url ?? '#'}
      aria-label={label}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={(event) => {
        trackClick(form);
        if (!promotion.url) return event.preventDefault();
        onFollow?.();
        if (!external) {
          event.preventDefault();
          navigate(promotion.url);
        } else if (postToApp('OUT_APP_BROWSER', { url: promotion.url })) {
          event.preventDefault();
        }
      }}
    >
      {children}
    </a>
  );
}
