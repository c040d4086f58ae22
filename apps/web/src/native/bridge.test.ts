import { describe, expect, it, vi } from 'vitest';
import { compareVersions, listenToApp, postToApp } from './bridge.ts';

describe('native bridge', () => {
  it('delivers typed app messages and reports text that is not JSON', () => {
    const onLanguage = vi.fn();
    const onInfo = vi.fn();
    const onInvalid = vi.fn();
    const stop = listenToApp({ LANGUAGE: onLanguage, DEVICE_INFO: onInfo }, onInvalid);
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'LANGUAGE', data: { language: 'ja' } }) }),
    );
    document.dispatchEvent(
      new MessageEvent('message', { data: '{"type":"DEVICE_INFO","data":{"os":"ios","version":"1.2.0"}}' }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: '{"type":"LANGUAGE","data":{"language":"fr"}}' }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: 'not json {' }));
    window.dispatchEvent(new MessageEvent('message', { data: { from: 'an extension' } }));
    stop();
    expect(onLanguage).toHaveBeenCalledExactlyOnceWith({ language: 'ja' });
    expect(onInfo).toHaveBeenCalledExactlyOnceWith({ os: 'ios', version: '1.2.0' });
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onInvalid.mock.calls[0]![0]).toBe('not json {');
  });

  it('compares app versions part by part', () => {
    expect(compareVersions('1.9.0', '1.10.0')).toBe(-1);
  });

  it('posts JSON to the app only inside the webview', () => {
    expect(postToApp('OUT_APP_BROWSER', { url: 'https://example.com' })).toBe(false);
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    expect(postToApp('OUT_APP_BROWSER', { url: 'https://example.com' })).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      type: 'OUT_APP_BROWSER',
      data: { url: 'https://example.com' },
    });
    delete window.ReactNativeWebView;
  });
});
