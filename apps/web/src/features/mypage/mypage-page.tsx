import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { isAdmin, useCurrentUser } from '../../api/session.ts';
import { ChevronRightIcon, UserIcon } from '../../ui/icons.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { CenteredSpinner } from '../../ui/spinner.tsx';
import './mypage.css';
import { usePlaceText } from '../../ui/place-name.ts';

type MypageKey =
  | 'sales'
  | 'purchases'
  | 'likes'
  | 'keywords'
  | 'myRequests'
  | 'myQuotes'
  | 'myFactories'
  | 'myFreelancer'
  | 'reviewsReceived'
  | 'reviewsSent'
  | 'reviewsPending'
  | 'manners'
  | 'blocks'
  | 'settings'
  | 'editAlarm'
  | 'editAccount'
  | 'notices'
  | 'faqs'
  | 'qnas'
  | 'business'
  | 'businessSeat'
  | 'events'
  | 'servicePolicy'
  | 'privacyPolicy'
  | 'locationPolicy'
  | 'remove';

function groups(
  userId: number,
): { title: 'trade' | 'services' | 'activity' | 'support' | 'account'; items: [MypageKey, string][] }[] {
  return [
    {
      title: 'trade',
      items: [
        ['sales', '/mypage/products/indexBySell'],
        ['purchases', '/mypage/products/indexByBuy'],
        ['likes', '/likes'],
        ['keywords', '/keywords'],
      ],
    },
    {
      title: 'services',
      items: [
        ['myRequests', '/mypage/services/requests'],
        ['myQuotes', '/mypage/services/quotes'],
        ['myFactories', '/mypage/services/factories'],
        ['myFreelancer', '/mypage/services/freelancer'],
      ],
    },
    {
      title: 'activity',
      items: [
        ['reviewsReceived', `/reviews?user_id=${userId}&tab=received`],
        ['reviewsSent', `/reviews?user_id=${userId}&tab=sent`],
        ['reviewsPending', '/reviews/create'],
        ['manners', '/manners'],
        ['blocks', '/mypage/blocks'],
      ],
    },
    {
      title: 'support',
      items: [
        ['notices', '/notices'],
        ['faqs', '/faqs'],
        ['qnas', '/qnas'],
        ['events', '/events'],
      ],
    },
    {
      title: 'account',
      items: [
        ['business', '/mypage/business'],
        ['businessSeat', '/businessSeats/redeem'],
        ['settings', '/mypage/settings'],
        ['editAlarm', '/users/editAlarm'],
        ['editAccount', '/users/editAccount'],
        ['servicePolicy', '/contents/servicePolicy'],
        ['privacyPolicy', '/contents/privacyPolicy'],
        ['locationPolicy', '/contents/locationPolicy'],
        ['remove', '/users/remove'],
      ],
    },
  ];
}

/** /mypage (user rule): the profile card and the entries of the spec's my page. */
export function MypagePage() {
  const place = usePlaceText();
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  if (isPending || !user) return <CenteredSpinner label={t('common.loading')} />;
  const region = place(user.city, user.county);
  return (
    <div className="page">
      <h1 className="visually-hidden">{t('mypage.title')}</h1>
      <section className="profile-card">
        <div className="profile-card__avatar">
          {user.profile_image_url ? <img src={user.profile_image_url} alt="" /> : <UserIcon size={30} />}
        </div>
        <div className="profile-card__body">
          <p className="profile-card__name">{user.nickname}</p>
          <p className="profile-card__sub">{user.email}</p>
          <p className="profile-card__sub">{region || t('mypage.noRegion')}</p>
          <Link to={`/users/${user.id}`} className="profile-card__link">
            {t('profile.viewMine')}
          </Link>
        </div>
        <Link to="/users/editProfile" className="btn btn--secondary btn--sm">
          {t('mypage.editProfile')}
        </Link>
      </section>
      {groups(user.id).map((group) => (
        <section key={group.title} className="mypage-group">
          <h2 className="mypage-group__title">{t(`mypage.${group.title}`)}</h2>
          <ul className="list-plain">
            {group.items.map(([key, to]) => (
              <li key={key}>
                <Link to={to} className="list-row">
                  {t(`mypage.${key}`)}
                  <ChevronRightIcon className="list-row__chevron" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="mypage-group">
        <div className="mypage-language">
          <span>{t('common.language')}</span>
          <LanguageSelect />
        </div>
        {isAdmin(user) ? (
          <Link to="/admin" className="list-row">
            {t('mypage.admin')}
            <ChevronRightIcon className="list-row__chevron" size={18} />
          </Link>
        ) : null}
        <Link to="/logout" className="list-row">
          {t('auth.logout')}
          <ChevronRightIcon className="list-row__chevron" size={18} />
        </Link>
      </section>
    </div>
  );
}

export { MypagePage as Component };
