import { promises as fs } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { appsOnBothStores, STORES } from '../../../test/both-stores.ts';
import { signedInMember } from '../../../test/factories.ts';
import { DRAWING_BYTES, drawingFile, drawingRequestFields } from '../../../test/service-fixtures.ts';
import { MAX_UPLOAD_BYTES } from '../../http/multipart.ts';

/* Private drawings in the file storage, the same on the disk and in a bucket: read only after the check. */

const apps = appsOnBothStores();

/** The keys of every stored file, on the disk or in the bucket. */
async function storedKeys(name: string) {
  if (name === 's3') return apps.peer.keys();
  const dir = apps.disk.uploadDir;
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath.slice(dir.length + 1)}/${e.name}`);
}

/** A PDF of `size` bytes: a real PDF's first bytes, then filler. */
const pdfOfSize = (size: number) =>
  Buffer.concat([DRAWING_BYTES.pdf, Buffer.alloc(size - DRAWING_BYTES.pdf.length, 0x20)]);

describe.each(STORES)('private drawings on %s', (name) => {
  const ctx = () => apps[name];
  const post = (
    agent: Agent,
    fields: Record<string, unknown> = {},
    files = [drawingFile('flange.pdf', DRAWING_BYTES.pdf)],
  ) =>
    agent.post(
      '/api/drawingRequests',
      { ...drawingRequestFields(fields), 'files[]': files },
      { multipart: true },
    );
  const countRows = async () => {
    const rows = await ctx()
      .db.selectFrom('service_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(rows.n);
  };
  /** The request's temporary files are gone once it is answered (removed as the answer closes). */
  const tmpFilesLeft = () =>
    vi.waitFor(async () => {
      const left = await fs.readdir(ctx().uploadTmpDir, { recursive: true });
      if (left.length) throw new Error(`left behind: ${left.join(', ')}`);
      return left;
    });

  it('keeps a confidential drawing under a private key that only the checked route reads', async () => {
    const owner = await signedInMember(ctx().app, ctx().db);
    const created = await post(owner.agent, { is_confidential: '1', terms: 'Do not share.' });
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json().data.files[0] as { id: number; url: string };
    const row = await ctx()
      .db.selectFrom('service_files')
      .select(['storage_key', 'content', 'size'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBeNull();
    expect(row.storage_key).toMatch(/^private\/service-files\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{24}\.pdf$/);
    expect(await ctx().storage.size(row.storage_key!)).toBe(DRAWING_BYTES.pdf.length);

    // No way around the check: not under /uploads, not for a visitor, not before the terms.
    expect((await ctx().app.inject({ url: `/uploads/${row.storage_key}` })).statusCode).toBe(404);
    expect((await new Agent(ctx().app).get(file.url)).statusCode).toBe(401);
    const supplier = await signedInMember(ctx().app, ctx().db);
    expect((await supplier.agent.get(file.url)).statusCode).toBe(403);

    const id = created.json().data.id;
    expect((await supplier.agent.post(`/api/drawingRequests/${id}/terms`)).statusCode).toBe(200);
    const download = await supplier.agent.get(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(DRAWING_BYTES.pdf.length),
      'cache-control': 'private, no-store',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/u);
    expect(download.rawPayload.equals(DRAWING_BYTES.pdf)).toBe(true);
  });

  it('leaves no file behind when the request is refused after its files were stored', async () => {
    const owner = await signedInMember(ctx().app, ctx().db);
    const before = await storedKeys(name);
    const refused = await post(owner.agent, { city: 'Atlantis' });
    expect(refused.statusCode).toBe(422);
    expect(await storedKeys(name)).toEqual(before);
  });

  it('streams a large drawing into the store and reads it back whole', async () => {
    const owner = await signedInMember(ctx().app, ctx().db);
    const bytes = pdfOfSize(MAX_UPLOAD_BYTES - 1024);
    const created = await post(owner.agent, {}, [drawingFile('plate.pdf', bytes)]);
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json().data.files[0] as { url: string; size: number };
    expect(file.size).toBe(bytes.length);
    const download = await owner.agent.get(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.rawPayload.equals(bytes)).toBe(true);
    await tmpFilesLeft();
  });

  it('refuses a drawing over the limit with 413, storing nothing and keeping no temporary file', async () => {
    const owner = await signedInMember(ctx().app, ctx().db);
    const [keys, rows] = [await storedKeys(name), await countRows()];
    const tooBig = await post(owner.agent, {}, [
      drawingFile('small.pdf', DRAWING_BYTES.pdf),
      drawingFile('huge.pdf', pdfOfSize(MAX_UPLOAD_BYTES + 1)),
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: 'The upload is too large.' });
    expect([await storedKeys(name), await countRows()]).toEqual([keys, rows]);
    await tmpFilesLeft();
  });

  it('keeps no temporary file of a request refused after its files were read', async () => {
    const owner = await signedInMember(ctx().app, ctx().db);
    const refused = await post(owner.agent, { title: '' });
    expect(refused.statusCode).toBe(422);
    await tmpFilesLeft();
  });
});
