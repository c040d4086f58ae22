import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { versionsQuery } from '../../api/catalog.ts';
import { type TextKey, useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { useAppState } from '../../state/app-store.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import './profile.css';

type SettingsKey = `settings.${
  | 'editAlarm'
  | 'keywords'
  | 'editProfile'
  | 'editAccount'
  | 'blocks'
  | 'sessions'
  | 'servicePolicy'
  | 'privacyPolicy'
  | 'locationPolicy'
  | 'logout'
  | 'remove'}`;

const GROUPS: { title: TextKey; items: [SettingsKey, string][] }[] = [
  {
    title: 'settings.alarms',
    items: [
      ['settings.editAlarm', '/users/editAlarm'],
      ['settings.keywords', '/keywords'],
    ],
  },
  {
    title: 'settings.account',
    items: [
      ['settings.editProfile', '/users/editProfile'],
      ['settings.editAccount', '/users/editAccount'],
      ['settings.blocks', '/mypage/blocks'],
      ['settings.sessions', '/mypage/sessions'],
    ],
  },
  {
    title: 'settings.info',
    items: [
      ['settings.servicePolicy', '/contents/servicePolicy'],
      ['settings.privacyPolicy', '/contents/privacyPolicy'],
      ['settings.locationPolicy', '/contents/locationPolicy'],
    ],
  },
];

function LinkRow({ label, to }: { label: string; to: string }) {
  return (
    <li>
      <Link to={to} className="list-row">
        {label}
        <ChevronRightIcon className="list-row__chevron" size={18} />
      </Link>
    </li>
  );
}

/** The installed app's version (the native app reports it) and the newest one for its system. */
function VersionRow() {
  const { t } = useTranslation();
  const installed = useAppState((s) => s.version);
  const os = useAppState((s) => s.os);
  const { data: latest } = useQuery(versionsQuery());
  const newest = os && latest ? latest[os] : null;
  return (
    <div className="settings-value">
      <span>{t('settings.version')}</span>
      <span className="settings-value__value">
        {installed ?? t('settings.webVersion')}
        {newest && newest !== installed ? (
          <>
            <br />
            {t('settings.latestVersion', { version: newest })}
          </>
        ) : null}
      </span>
    </div>
  );
}

/** /mypage/settings (user rule): every entry of the spec's Settings screen. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageTitleBar title={t('settings.title')} fallback="/mypage" />
      {GROUPS.map((group) => (
        <section key={group.title} className="settings-group" aria-label={t(group.title)}>
          <h2 className="settings-group__title">{t(group.title)}</h2>
          <ul className="list-plain">
            {group.items.map(([key, to]) => (
              <LinkRow key={key} label={t(key)} to={to} />
            ))}
          </ul>
        </section>
      ))}
      <section className="settings-group" aria-label={t('settings.app')}>
        <h2 className="settings-group__title">{t('settings.app')}</h2>
        <div className="settings-value">
          <span>{t('settings.language')}</span>
          <LanguageSelect />
        </div>
        <VersionRow />
      </section>
      <section className="settings-group">
        <ul className="list-plain">
          <LinkRow label={t('settings.logout')} to="/logout" />
          <LinkRow label={t('settings.remove')} to="/users/remove" />
        </ul>
      </section>
    </div>
  );
}

export { SettingsPage as Component };
