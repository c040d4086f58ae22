import { IncomingMessage, type ServerResponse } from 'node:http';
import { METHOD_OVERRIDE_FIELD, METHOD_OVERRIDE_HEADER } from '@steelyard/contracts';

type RawHandler = (req: IncomingMessage, res: ServerResponse) => void;

const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);
const SCAN_LIMIT = 64 * 1024;
/** The multipart part named `_method` and its value. */
const FIELD_PART = new RegExp(
  `content-disposition:\\s*form-data;\\s*name="${METHOD_OVERRIDE_FIELD}"\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([^\\r\\n]*)\\r\\n--`,
  'i',
);

/**
 * Lets a POST stand for PATCH, PUT or DELETE, as the web and the native app send them (spec §5):
 * by the `X-HTTP-Method-Override` header or a `_method` body field. Fastify routes before it reads
 * a body, so this wraps the raw request handler: it reads the start of the body (up to 64 KiB;
 * the client sends `_method` first), picks the method, and hands Fastify a request that replays
 * those bytes followed by the rest of the stream. Only real POSTs are rewritten: nothing turns a
 * GET into a write.
 */
export function withMethodOverride(handler: RawHandler): RawHandler {
  return (req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/api/')) return handler(req, res);

    const header = req.headers[METHOD_OVERRIDE_HEADER.toLowerCase()];
    if (typeof header === 'string') {
      const method = header.trim().toUpperCase();
      if (OVERRIDABLE.has(method)) req.method = method;
      return handler(req, res);
    }

    const contentType = String(req.headers['content-type'] ?? '');
    const kind = bodyKind(contentType);
    if (!kind) return handler(req, res);

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (method: string | null, ended: boolean) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.pause();
      const replay = replayRequest(req, chunks, ended);
      if (method && OVERRIDABLE.has(method)) replay.method = method;
      // An answer given before the body was read (419, 404, 429, 413) must not leave the rest of
      // the body in the socket: the next request on a kept-alive connection would wait behind it.
      res.once('finish', () => {
        if (!req.complete) discardRest(req);
      });
      handler(replay, res);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      const found = findMethodField(Buffer.concat(chunks), kind, contentType, false);
      if (found !== undefined) finish(found, false);
      else if (size >= SCAN_LIMIT) finish(null, false);
    };
    const onEnd = () => finish(findMethodField(Buffer.concat(chunks), kind, contentType, true) ?? null, true);
    req.on('data', onData);
    req.on('end', onEnd);
    req.once('error', () => finish(null, true));
  };
}

type BodyKind = 'multipart' | 'urlencoded' | 'json';

function bodyKind(contentType: string): BodyKind | null {
  if (contentType.startsWith('multipart/form-data')) return 'multipart';
  if (contentType.startsWith('application/x-www-form-urlencoded')) return 'urlencoded';
  if (contentType.startsWith('application/json')) return 'json';
  return null;
}

/**
 * The `_method` value in the body read so far: a string when found, null when the body has no
 * such field, undefined when more bytes are needed to tell.
 */
export function findMethodField(body: Buffer, kind: BodyKind, contentType: string, complete: boolean) {
  if (kind === 'multipart') {
    const text = body.toString('latin1');
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return null;
    const field = FIELD_PART.exec(text);
    if (field) return field[1]!.trim().toUpperCase();
    // A file part before `_method`: the client did not send it first; stop looking.
    if (/content-disposition:[^\r\n]*filename=/i.test(text)) return null;
    return complete ? null : undefined;
  }
  if (!complete) return undefined;
  try {
    if (kind === 'urlencoded')
      return new URLSearchParams(body.toString('utf8')).get(METHOD_OVERRIDE_FIELD)?.toUpperCase() ?? null;
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const value = (parsed as Record<string, unknown> | null)?.[METHOD_OVERRIDE_FIELD];
    return typeof value === 'string' ? value.toUpperCase() : null;
  } catch {
    return null;
  }
}

/** Reads and drops what is left of a request body nobody will read. */
function discardRest(original: IncomingMessage) {
  original.removeAllListeners('data');
  original.on('data', () => {});
  original.resume();
}

/** A request object that yields the bytes already read, then the rest of the original stream. */
function replayRequest(original: IncomingMessage, head: Buffer[], ended: boolean): IncomingMessage {
  const replay = new IncomingMessage(original.socket);
  replay.method = original.method;
  replay.url = original.url;
  replay.headers = original.headers;
  replay.rawHeaders = original.rawHeaders;
  replay.httpVersion = original.httpVersion;
  replay.httpVersionMajor = original.httpVersionMajor;
  replay.httpVersionMinor = original.httpVersionMinor;
  for (const chunk of head) replay.push(chunk);
  if (ended) {
    replay.push(null);
    replay.complete = true;
    replay._read = () => {};
  } else {
    original.on('data', (chunk: Buffer) => {
      if (!replay.push(chunk)) original.pause();
    });
    original.on('end', () => {
      replay.complete = true;
      replay.push(null);
    });
    original.on('error', (error) => replay.destroy(error));
    replay._read = () => original.resume();
  }
  original.on('close', () => replay.emit('close'));
  return replay;
}
