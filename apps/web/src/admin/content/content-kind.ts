import { useLocation } from 'react-router';
import type { AdminContentDto, ContentKind } from '@steelyard/contracts';

/** The category list of a kind (events have none). */
export const CATEGORY_OF: Record<ContentKind, 'notice' | 'faq' | null> = {
  notices: 'notice',
  faqs: 'faq',
  events: null,
};

/** /admin/{notices|faqs|events}(/create): one screen module serves the three kinds. */
export function useContentKind(): ContentKind {
  const segment = useLocation().pathname.split('/')[2];
  return segment === 'faqs' || segment === 'events' ? segment : 'notices';
}

/** The title an admin recognises a row by: its audience's language, else Korean. */
export function mainTitle(row: Pick<AdminContentDto, 'language' | 'title'>): string {
  return (row.language === 'all' ? row.title.ko : row.title[row.language]) || row.title.ko;
}
