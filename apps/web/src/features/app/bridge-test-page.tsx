import { useEffect, useState } from 'react';
import { APP_TO_WEB_TYPES } from '../../native/messages.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { detectWebview, listenToApp, postToApp } from '../../native/bridge.ts';
import { useAppState } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import './app-pages.css';

/**
 * /test (spec §2): for the native app's developers. Shows what the app has told the page (device,
 * token, position, language), logs each message as it arrives, and sends each of the six messages
 * of spec §7: five to the app, and LINK_DATA into the page as if the app had sent it (the page then
 * follows the link, as it does for a push notification).
 */
export function BridgeTestPage() {
  const { t, language } = useTranslation();
  const state = useAppState((s) => s);
  const [log, setLog] = useState<string[]>([]);
  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 50));

  useEffect(() => {
    const note = (line: string) => setLog((lines) => [line, ...lines].slice(0, 50));
    const handlers = Object.fromEntries(
      APP_TO_WEB_TYPES.map((type) => [
        type,
        (data: unknown) => note(`${t('bridgeTest.receivedMessage', { type })} ${JSON.stringify(data)}`),
      ]),
    );
    return listenToApp(handlers, (raw) => note(`invalid JSON: ${raw}`));
  }, [t]);

  /** The five messages to the app, each with what it carries. */
  const outgoing: [type: string, post: () => boolean][] = [
    ['LANGUAGE', () => postToApp('LANGUAGE', { language })],
    ['DEVICE_INFO', () => postToApp('DEVICE_INFO', {})],
    ['POSITION', () => postToApp('POSITION', {})],
    ['DEVICE_TOKEN', () => postToApp('DEVICE_TOKEN', {})],
    ['OUT_APP_BROWSER', () => postToApp('OUT_APP_BROWSER', { url: `${window.location.origin}/intro` })],
  ];
  const send = (type: string, post: () => boolean) =>
    write(t(post() ? 'bridgeTest.sent' : 'bridgeTest.notInApp', { type }));
  const deliverLinkData = () => {
    window.postMessage(
      JSON.stringify({ type: 'LINK_DATA', data: { url: '/products' } }),
      window.location.origin,
    );
  };
  const value = (v: string | null | undefined) => v || t('bridgeTest.none');

  return (
    <div className="page bridge-test">
      <h1>{t('bridgeTest.title')}</h1>
      <section aria-labelledby="bridge-received">
        <h2 id="bridge-received">{t('bridgeTest.received')}</h2>
        <dl>
          <dt>{t('bridgeTest.webview')}</dt>
          <dd>{t(state.isWebview || detectWebview() ? 'bridgeTest.yes' : 'bridgeTest.no')}</dd>
          <dt>{t('bridgeTest.os')}</dt>
          <dd>{value(state.os)}</dd>
          <dt>{t('bridgeTest.version')}</dt>
          <dd>{value(state.version)}</dd>
          <dt>{t('bridgeTest.token')}</dt>
          <dd>{value(state.pushToken)}</dd>
          <dt>{t('bridgeTest.position')}</dt>
          <dd>{state.coords ? `${state.coords.y}, ${state.coords.x}` : t('bridgeTest.none')}</dd>
          <dt>{t('bridgeTest.language')}</dt>
          <dd>{state.language}</dd>
        </dl>
      </section>
      <section aria-labelledby="bridge-send">
        <h2 id="bridge-send">{t('bridgeTest.send')}</h2>
        <p className="field__hint">{t('bridgeTest.sendHint')}</p>
        <div className="bridge-test__buttons">
          {outgoing.map(([type, post]) => (
            <Button key={type} variant="secondary" size="sm" onClick={() => send(type, post)}>
              {type}
            </Button>
          ))}
          <Button variant="secondary" size="sm" onClick={deliverLinkData}>
            LINK_DATA
          </Button>
        </div>
      </section>
      <section aria-labelledby="bridge-log">
        <h2 id="bridge-log">{t('bridgeTest.log')}</h2>
        <div className="bridge-test__log" role="log">
          {log.join('\n')}
        </div>
      </section>
    </div>
  );
}

export { BridgeTestPage as Component };
