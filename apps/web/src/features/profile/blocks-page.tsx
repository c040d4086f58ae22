import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BlockDto } from '@steelyard/contracts';
import { blocksQuery, unblockMember } from '../../api/profile.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { appStore } from '../../state/app-store.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { LoadError, LoadMore } from '../../ui/query-states.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './profile.css';

function BlockRow({ block }: { block: BlockDto }) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { user } = block;
  return (
    <li className="block-row">
      <Avatar url={user.profile_image_url} />
      <Link to={`/users/${user.id}`} className="block-row__body">
        <span className="block-row__name">{user.nickname}</span>
        <span className="block-row__sub">
          {t('blocks.blockedAt', { date: formatDate(block.created_at, language) })}
        </span>
      </Link>
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        aria-label={t('blocks.unblockLabel', { name: user.nickname })}
        onClick={async () => {
          setBusy(true);
          try {
            await unblockMember(user.id);
            appStore.setState({
              popMessage: { kind: 'info', message: t('profile.unblocked', { name: user.nickname }) },
            });
          } catch {
            setBusy(false);
          }
        }}
      >
        {t('blocks.unblock')}
      </Button>
    </li>
  );
}

/** /mypage/blocks (user rule): the members one blocked, each with an unblock button. */
export function BlocksPage() {
  const { t } = useTranslation();
  const list = useInfiniteQuery(blocksQuery());
  const blocks = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="page">
      <PageTitleBar title={t('blocks.title')} fallback="/mypage/settings" />
      <p className="page-intro">{t('blocks.intro')}</p>
      {list.isPending ? (
        <CenteredSpinner label={t('common.loading')} />
      ) : list.isError ? (
        <LoadError onRetry={list.refetch} />
      ) : blocks.length === 0 ? (
        <EmptyState title={t('blocks.empty')} body={t('blocks.emptyBody')} />
      ) : (
        <ul className="list-plain">
          {blocks.map((block) => (
            <BlockRow key={block.user.id} block={block} />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </div>
  );
}

export { BlocksPage as Component };
