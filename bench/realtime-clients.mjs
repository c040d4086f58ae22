/**
 * Worker thread of bench/realtime-latency.ts: the 1,000 Socket.IO clients, kept off the servers'
 * event loop. Each delivery's payload carries a sequence number (its message's id, or its body); the sender wrote
 * the send time of that number into shared memory, so latency = receipt time − send time, on one
 * clock (performance.timeOrigin + performance.now() is the same wall clock in every thread).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';

const { clients, sentAt, receivedAt, received, seqFrom } = workerData;
const sent = new Float64Array(sentAt);
const got = new Float64Array(receivedAt);
const count = new Int32Array(received);
const now = () => performance.timeOrigin + performance.now();
const sockets = [];

function connect({ url, cookie }) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    socket.on('message-created', ({ message }) => {
      // A real message (the send case) carries its number in its body.
      const seq = seqFrom === 'body' ? Number(message.body) : message.id;
      got[seq] = now() - sent[seq];
      Atomics.add(count, 0, 1);
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

// Connect in batches of 50, as a crowd arriving, not all in one tick.
for (let i = 0; i < clients.length; i += 50) {
  sockets.push(...(await Promise.all(clients.slice(i, i + 50).map(connect))));
}
parentPort.postMessage({ connected: sockets.length });
parentPort.on('message', (message) => {
  if (message === 'close') {
    for (const socket of sockets) socket.close();
    parentPort.postMessage({ closed: true });
  }
});
