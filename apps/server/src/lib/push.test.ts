import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushStub } from '../../test/push-stub.ts';
import { createHttpPushSender, createLogPushSender, sendPushesSafely, type PushMessage } from './push.ts';

let stub: Awaited<ReturnType<typeof startPushStub>>;
beforeAll(async () => {
  stub = await startPushStub();
});
afterAll(() => stub.close());

const message = (n: number): PushMessage => ({
  token: `ExponentPushToken[device-${n}]`,
  title: `title ${n}`,
  body: `body ${n}`,
  data: { alarm_id: n, link: `/products/${n}` },
});

describe('HTTP push sender', () => {
  it('posts the messages as a JSON batch with the key, to the configured URL', async () => {
    stub.requests.length = 0;
    await createHttpPushSender({ url: stub.url, key: 'secret-key' }).send([message(1), message(2)]);
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/--/api/v2/push/send');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer secret-key');
    expect(request!.body).toEqual([
      {
        to: 'ExponentPushToken[device-1]',
        title: 'title 1',
        body: 'body 1',
        data: { alarm_id: 1, link: '/products/1' },
        sound: 'default',
      },
      {
        to: 'ExponentPushToken[device-2]',
        title: 'title 2',
        body: 'body 2',
        data: { alarm_id: 2, link: '/products/2' },
        sound: 'default',
      },
    ]);
  });

  it('splits more than 100 messages into requests of 100', async () => {
    stub.requests.length = 0;
    await createHttpPushSender({ url: stub.url }).send(Array.from({ length: 250 }, (_, i) => message(i)));
    expect(stub.requests.map((r) => (r.body as unknown[]).length)).toEqual([100, 100, 50]);
    expect(stub.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('fails on an error answer; sendPushesSafely logs it instead of throwing', async () => {
    stub.answer(500);
    try {
      const sender = createHttpPushSender({ url: stub.url });
      await expect(sender.send([message(1)])).rejects.toThrow('push service answered 500');
      const warnings: unknown[] = [];
      const log = { info: () => {}, warn: (o: object) => void warnings.push(o) };
      await expect(sendPushesSafely(sender, [message(1)], log)).resolves.toBeUndefined();
      expect(warnings).toHaveLength(1);
    } finally {
      stub.answer(200);
    }
  });

  it('the local default logs each push', async () => {
    const lines: unknown[] = [];
    const sender = createLogPushSender({ info: (o: object) => void lines.push(o), warn: () => {} });
    await sender.send([message(7)]);
    expect(lines).toEqual([
      {
        push: {
          token: 'ExponentPushToken[device-7]',
          title: 'title 7',
          data: { alarm_id: 7, link: '/products/7' },
        },
      },
    ]);
  });
});
