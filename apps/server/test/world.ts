import { sql } from 'kysely';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { hashSessionToken, insertSession, newSessionToken } from '../src/http/session-store.ts';
import { SESSION_COOKIE } from '../src/http/session.ts';
import { Agent } from './agent.ts';
import { block, createUser, nextAddress } from './factories.ts';
import type { Operation } from './openapi.ts';

/** Who calls a route in the authorization matrix. */
export const ROLES = ['visitor', 'member', 'other', 'blocked', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type User = Awaited<ReturnType<typeof createUser>>;

export interface Actor {
  /** Absent for the visitor. */
  user?: User;
  agent: Agent;
}

/**
 * The people of one route's calls: a visitor; the member the resources are made for; another
 * member; a member the first one blocked; and an admin. Each comes from an address of its own.
 */
export interface World {
  app: App;
  db: Db;
  actors: Record<Role, Actor>;
  /** The member the resources belong to (the `member` role). */
  owner: User;
  /** A member who plays no role: a buyer in the owner's chat, an admin's target. */
  stranger(values?: Parameters<typeof createUser>[1]): Promise<User>;
}

/** A browser-like client already signed in as `user` (the session made in the database). */
export async function signedInAgent(app: App, db: Db, user: User): Promise<Agent> {
  const address = nextAddress();
  const agent = new Agent(app, { 'accept-language': 'en' }, address);
  const token = newSessionToken();
  await insertSession(db, {
    id: hashSessionToken(token),
    userId: user.id,
    ttlMs: 24 * 60 * 60 * 1000,
    ip: address,
    userAgent: null,
  });
  agent.setCookie(SESSION_COOKIE, token);
  return agent;
}

export async function createWorld(app: App, db: Db): Promise<World> {
  const [owner, other, blocked, admin] = [
    await createUser(db),
    await createUser(db),
    await createUser(db),
    await createUser(db, { isAdmin: true }),
  ];
  await block(db, owner.id, blocked.id);
  const actor = async (user: User): Promise<Actor> => ({ user, agent: await signedInAgent(app, db, user) });
  return {
    app,
    db,
    owner,
    actors: {
      visitor: { agent: new Agent(app, { 'accept-language': 'en' }, nextAddress()) },
      member: await actor(owner),
      other: await actor(other),
      blocked: await actor(blocked),
      admin: await actor(admin),
    },
    stranger: (values) => createUser(db, values),
  };
}

/** How to call a route: its path parameters, query and body. */
export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  multipart?: boolean;
}

/** The URL of an operation with its parameters and query filled in. */
export function urlOf(operation: Operation, call: Call): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${operation.key}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** Calls an operation as a browser would (cookies, CSRF, JSON or multipart). */
export function callOperation(agent: Agent, operation: Operation, call: Call) {
  return agent.request(operation.method, urlOf(operation, call), call.body, { multipart: call.multipart });
}

/** Tables whose rows a refused request may still touch: the visitor's session, its last-seen time. */
const UNWATCHED = new Set(['sessions', 'kysely_migration', 'kysely_migration_lock']);

/**
 * A digest of every row of every table (sessions aside), per table: two equal fingerprints mean a
 * request changed no rows.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const watched = tables.map((t) => t.name).filter((name) => !UNWATCHED.has(name));
  const columns = watched.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.table(name)} t) as ${sql.ref(name)}`,
  );
  const { rows } = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db);
  return rows[0]!;
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
