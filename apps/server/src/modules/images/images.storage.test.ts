import { promises as fs } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, jpegBytes, nextAddress } from '../../../test/factories.ts';

/* A full, read-only or forbidden upload folder (issue 24): a clear 507 and no file left behind. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const filesIn = async (dir: string) =>
  (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
const imageRows = () => ctx.db.selectFrom('images').select('id').execute();

async function upload(language: string) {
  const user = await createUser(ctx.db);
  const agent = new Agent(ctx.app, { 'accept-language': language });
  await agent.login(user.email, 'password', nextAddress());
  const image = new Blob([new Uint8Array(await jpegBytes(800, 600))], { type: 'image/jpeg' });
  return agent.post('/api/images', { image }, { multipart: true });
}

/** The disk's next writes fail with `code` after writing part of the file. */
function failWrites(code: string, times: number) {
  const write = fs.writeFile.bind(fs);
  const spy = vi.spyOn(fs, 'writeFile');
  for (let i = 0; i < times; i++) {
    spy.mockImplementationOnce(async (file, data) => {
      await write(file, (data as Buffer).subarray(0, 100));
      throw Object.assign(new Error(`${code}: failed`), { code });
    });
  }
  return spy;
}

describe('an upload folder that cannot take a file', () => {
  it.each([
    ['ENOSPC', 'en', 'Files cannot be saved right now. Please try again later.'],
    ['EROFS', 'ko', '지금은 파일을 저장할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
    [
      'EACCES',
      'de',
      'Dateien können gerade nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
    ],
  ])('%s answers 507 in the reader’s language and leaves no file', async (code, language, message) => {
    const rowsBefore = await imageRows();
    failWrites(code, 1);
    const response = await upload(language);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message });
    expect(await filesIn(ctx.uploadDir)).toEqual([]);
    expect(await imageRows()).toEqual(rowsBefore);
  });

  it('removes the display size when the thumbnail cannot be written', async () => {
    const write = fs.writeFile.bind(fs);
    vi.spyOn(fs, 'writeFile')
      .mockImplementationOnce(write)
      .mockImplementationOnce(async () => {
        throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
      });
    expect((await upload('ja')).json()).toEqual({
      message: '現在ファイルを保存できません。しばらくしてからもう一度お試しください。',
    });
    expect(await filesIn(ctx.uploadDir)).toEqual([]);
  });

  it('stores the image whole once the folder takes files again', async () => {
    vi.restoreAllMocks();
    const response = await upload('en');
    expect(response.statusCode).toBe(201);
    const names = (await filesIn(ctx.uploadDir)).map((e) => e.name);
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.webp'))).toBe(true);
  });
});

describe('a temporary folder that cannot take an upload', () => {
  it('answers 507 and stores nothing', async () => {
    const [rowsBefore, filesBefore] = [await imageRows(), await filesIn(ctx.uploadDir)];
    vi.spyOn(fs, 'mkdtemp').mockRejectedValueOnce(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' }));
    const response = await upload('en');
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: 'Files cannot be saved right now. Please try again later.' });
    expect(await filesIn(ctx.uploadDir)).toEqual(filesBefore);
    expect(await filesIn(ctx.uploadTmpDir)).toEqual([]);
    expect(await imageRows()).toEqual(rowsBefore);
  });
});
