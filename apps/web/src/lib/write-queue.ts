/**
 * The writes a signed-in reader makes that must survive a lost network (issue 34): review grades, plan day marks,
 * words added, words marked in the reader, passages saved. Each is stored in IndexedDB with its idempotency key before it is sent, and leaves
 * the store only once the server answered it; a write the network did not carry stays and is sent again, in the
 * order it was made, when the network returns (Background Sync in the service worker where the browser has it,
 * the page's 'online' event, the next start). The server applies a key once (packages/api/src/lib/applied-once.ts),
 * so a write sent twice — its answer lost, or sent by the worker and a page at once — counts once.
 *
 * Plain TypeScript on IndexedDB, fetch and Web Locks: the page and the service worker (service-worker/sw.ts) both
 * run it.
 */

const DATABASE = "bible-offline";
const DATABASE_VERSION = 1;
const WRITES = "writes";
const KEPT = "kept";
/** One replay at a time across the worker and every tab: writes go in order and none twice at once. */
const LOCK = "bible-write-queue";
/** Background Sync's tag for the queue (service worker). */
export const SYNC_TAG = "bible-write-queue";
/** Every context hears when the queue changed (a write added, sent or refused). */
export const QUEUE_CHANNEL = "bible-write-queue";
/** A send that takes longer is given up for now: it stays queued (the server applies its key once if it arrived). */
const SEND_TIMEOUT_MS = 15_000;

export type WriteKind = "grade" | "planDay" | "word" | "mark" | "bookmark";

/** One write as it is kept: the REST call (spec §7 door) that makes it, with its key also in the body. */
export type QueuedWrite = {
  key: string;
  kind: WriteKind;
  /** A REST path under /api, e.g. /api/review/grade. */
  path: `/api/${string}`;
  body: Record<string, unknown>;
  queuedAt: string;
};

export type QueueMessage =
  | { type: "changed" }
  | { type: "sent"; keys: string[] }
  | { type: "refused"; keys: string[]; status: number };

export type SendOutcome =
  | { state: "sent"; answer: unknown }
  | { state: "queued" }
  | { state: "refused"; status: number; answer: unknown };

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, DATABASE_VERSION);
    open.onupgradeneeded = () => {
      // Writes in the order they were made (the auto-incremented key), looked up by idempotency key.
      const writes = open.result.createObjectStore(WRITES, { autoIncrement: true });
      writes.createIndex("key", "key", { unique: true });
      open.result.createObjectStore(KEPT);
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function store(name: string, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await database()).transaction(name, mode).objectStore(name);
}

function announce(message: QueueMessage) {
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** The writes waiting to be sent, oldest first. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  return request((await store(WRITES, "readonly")).getAll() as IDBRequest<QueuedWrite[]>);
}

async function remove(key: string): Promise<void> {
  const writes = await store(WRITES, "readwrite");
  const id = await request(writes.index("key").getKey(key));
  if (id !== undefined) await request(writes.delete(id));
}

async function contains(key: string): Promise<boolean> {
  const writes = await store(WRITES, "readonly");
  return (await request(writes.index("key").getKey(key))) !== undefined;
}

/** A new idempotency key: unique per write, whatever device made it. */
export function newWriteKey(kind: WriteKind): string {
  return `${kind}:${crypto.randomUUID()}`;
}

type Attempt =
  | { state: "sent"; answer: unknown }
  | { state: "kept" }
  | { state: "refused"; status: number; answer: unknown };

/** Statuses after which the same write may succeed later: kept. Any other refusal is final. */
function worthRetrying(status: number): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

async function send(write: QueuedWrite): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(write.path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "idempotency-key": write.key },
      body: JSON.stringify(write.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { state: "kept" };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { state: "sent", answer };
  if (worthRetrying(response.status)) return { state: "kept" };
  return { state: "refused", status: response.status, answer };
}

/**
 * Sends the queued writes in order, under the queue's lock; stops at the first the network does not carry (the
 * later ones wait behind it, so a card's grades and a day's mark and undo keep their order). Answers what each
 * write sent here got, by key, and whether the queue is now empty. Every context hears of the writes that had
 * waited (`current`, the write being made now, is its caller's to tell).
 */
export async function replayQueue(current?: string): Promise<{ answers: Map<string, Attempt>; empty: boolean }> {
  return navigator.locks.request(LOCK, async () => {
    const answers = new Map<string, Attempt>();
    const sent: string[] = [];
    let empty = true;
    for (const write of await queuedWrites()) {
      const attempt = await send(write);
      answers.set(write.key, attempt);
      if (attempt.state === "kept") {
        empty = false;
        break;
      }
      await remove(write.key);
      if (write.key === current) announce({ type: "changed" });
      else if (attempt.state === "sent") sent.push(write.key);
      else announce({ type: "refused", keys: [write.key], status: attempt.status });
    }
    if (sent.length > 0) announce({ type: "sent", keys: sent });
    return { answers, empty };
  });
}

/**
 * Keeps a write, then sends the queue (this write last, after any made before it). Answers `sent` with the
 * server's answer, `refused` when the server will never take it, or `queued` when it waits for the network.
 */
export async function submitWrite(write: Omit<QueuedWrite, "queuedAt">): Promise<SendOutcome> {
  const kept: QueuedWrite = {
    ...write,
    body: { ...write.body, idempotencyKey: write.key },
    queuedAt: new Date().toISOString(),
  };
  await request((await store(WRITES, "readwrite")).add(kept));
  announce({ type: "changed" });
  const { answers } = await replayQueue(write.key);
  const attempt = answers.get(write.key);
  if (attempt?.state === "sent" || attempt?.state === "refused") return attempt;
  // Sent by another context while this one waited for the lock (no answer here), or still waiting.
  if (attempt === undefined && !(await contains(write.key))) return { state: "sent", answer: null };
  return { state: "queued" };
}

/** Something this device keeps for working offline (the due cards of the next days), by name. */
export async function keep(name: string, value: unknown): Promise<void> {
  await request((await store(KEPT, "readwrite")).put(value, name));
}

export async function kept(name: string): Promise<unknown> {
  return request((await store(KEPT, "readonly")).get(name));
}
