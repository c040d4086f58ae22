import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BlockDto } from '@steelyard/contracts';
import { blocksQuery, useBlock } from '../../api/profile.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { showToast } from '../../state/app-store.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryList } from '../../ui/query-states.tsx';
import './profile.css';

function BlockRow({ block }: { block: BlockDto }) {
  const { t, language } = useTranslation();
  const unblock = useBlock();
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
        busy={unblock.isPending}
        aria-label={t('blocks.unblockLabel', { name: user.nickname })}
        onClick={() =>
          unblock.mutate(
            { userId: user.id, blocked: false },
            { onSuccess: () => showToast(t('profile.unblocked', { name: user.nickname })) },
          )
        }
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
  return (
    <div className="page">
      <PageTitleBar title={t('blocks.title')} fallback="/mypage/settings" />
      <p className="page-intro">{t('blocks.intro')}</p>
      <QueryList query={list} empty={<EmptyState title={t('blocks.empty')} body={t('blocks.emptyBody')} />}>
        {(blocks) => (
          <ul className="list-plain">
            {blocks.map((block) => (
              <BlockRow key={block.user.id} block={block} />
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}

export { BlocksPage as Component };
