import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { Agent } from './agent.ts';
import { buildTestApp, buildTestAppSharing, type TestContext } from './build.ts';
import { createUser } from './factories.ts';
import { connectSocket, listenOnLoopback, sessionCookieOf } from './realtime-client.ts';

/**
 * Two instances of the app behind one Redis and one database, each listening on loopback, as
 * two servers behind a load balancer. Each run gets its own channel prefix on the Redis server.
 */
export async function startTwoInstances(redisUrl: string) {
  const env = {
    REDIS_URL: redisUrl,
    REALTIME_REDIS_KEY: `steelyard-rt-test-${randomBytes(4).toString('hex')}`,
  };
  const first = await buildTestApp(env);
  const second = await buildTestAppSharing(first, env);
  const instances: Array<{ t: TestContext; url: string }> = [
    { t: first, url: await listenOnLoopback(first.app) },
    { t: second, url: await listenOnLoopback(second.app) },
  ];
  const sockets: Socket[] = [];
  let logins = 0;

  return {
    first: instances[0]!,
    second: instances[1]!,
    /** Signs `user` in through `via` (a new device: its own session). */
    async signIn(user: { email: string }, via = instances[0]!) {
      const agent = new Agent(via.t.app);
      await agent.login(user.email, 'password', `10.1.0.${++logins}`);
      return agent;
    },
    /** Opens a socket to `to` with the agent's session cookie. */
    async connect(agent: Agent, to: { url: string }) {
      const socket = await connectSocket(to.url, sessionCookieOf(agent));
      sockets.push(socket);
      return socket;
    },
    /** A new member signed in through `via`, with a socket connected to `to`. */
    async memberConnectedTo(to: { url: string }, via = instances[0]!) {
      const user = await createUser(first.db);
      const agent = await this.signIn(user, via);
      return { user, agent, socket: await this.connect(agent, to) };
    },
    async close() {
      for (const socket of sockets) socket.close();
      await second.close();
      await first.close();
    },
  };
}
