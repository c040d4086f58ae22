import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPglite, lockDataDir, pgliteDirOf, pgliteExtensions } from './database.ts';

/**
 * Backups of the embedded database: the whole data folder as one gzipped tarball (PGlite's
 * `dumpDataDir`), taken under the folder's lock, so never from under a running server (whose
 * writes would make the copy inconsistent); it says so instead. PostgreSQL: pg_dump (docs/deploy.md).
 */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  const dir = pgliteDirOf(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dir}`);
  const release = await lockDataDir(dir);
  try {
    const pglite = createPglite(dir);
    await pglite.waitReady;
    const tarball = await pglite.dumpDataDir('gzip');
    await pglite.close();
    // Written beside, then renamed: a backup file is whole or absent.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
    return tarball.size;
  } finally {
    await release();
  }
}

/** Restores a backup into a data folder that holds no database yet (never over one). */
export async function restoreEmbeddedDatabase(file: string, dataDir: string): Promise<void> {
  const dir = pgliteDirOf(dataDir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new Error(
      `${dir} already holds a database: restore into a fresh DATA_DIR (or move this one aside first)`,
    );
  const tarball = new Blob([fs.readFileSync(file)]);
  const release = await lockDataDir(dir);
  try {
    const pglite = new PGlite({ dataDir: dir, loadDataDir: tarball, extensions: pgliteExtensions });
    await pglite.waitReady;
    await pglite.close();
  } finally {
    await release();
  }
}
