import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import { threadFlags } from "@bible/threads/flags";
import { Mutex, messages, protocol } from "@electric-sql/pglite";
import { PGliteWorker } from "@electric-sql/pglite/worker";
import { webMessages } from "./message-events.ts";
import type { CloseAnswer, CloseRequest, PgliteThreadData, StatementAnswer, StatementCall } from "./pglite.worker.ts";

// The worker module is not imported here (it runs as the thread): its message names are checked by their types.
const CLOSE: CloseRequest = "bible-pglite-close";
const CLOSED: CloseAnswer = "bible-pglite-closed";
/** How long a close waits for the statement in flight and the database's own close before ending the thread. */
const CLOSE_WAIT_MS = 30_000;

/**
 * The embedded database in a thread of its own. PGlite runs each statement synchronously where it lives: in the
 * server's thread, a 5 s index build or a long COPY held every request for as long (the event loop only got a turn
 * between statements). Here PGlite lives in `pglite.worker.ts`, and this thread holds PGlite's own client for it
 * (`PGliteWorker`, the class PGlite ships for Web Workers; Node 24 has the `navigator.locks` and `BroadcastChannel` it
 * uses): the SQL is turned into protocol messages here and run there, so the event loop stays free while a statement
 * runs, and the database's WebAssembly memory is the thread's, all given back when it ends.
 *
 * Three changes to that client, for one client per database:
 * - A statement goes to the thread on a port of its own as protocol bytes, and its answer comes back as the bytes
 *   the database wrote, parsed here. PGliteWorker would send the answer's parsed messages through a BroadcastChannel
 *   (a structured copy of an object per row) and a failed statement's error as its message alone, without its
 *   SQLSTATE code (a duplicate e-mail at sign-up is told by its code 23505).
 * - A statement or transaction waits its turn here (the same mutexes as an in-thread PGlite) instead of asking the
 *   thread for its locks, and PGlite's per-statement calls that have nothing to do on a data directory are not
 *   sent (see `_handleBlob`): one round trip per statement instead of five.
 * - A thread that ends (a crash, an abort of the WebAssembly) fails the calls in flight and the later ones with the
 *   cause, instead of leaving them waiting for an answer that will not come.
 *
 * Measured (5,000 indexed reads of one row, at load 15, so read the ratio): 0.4 ms of CPU per statement against
 * 0.13 ms in the same thread; the price of a server thread that a long statement no longer holds.
 */
export class PgliteThread extends PGliteWorker {
  readonly #thread: Worker;
  readonly #statementPort: MessagePort;
  readonly #answers = new Map<number, (answer: StatementAnswer) => void>();
  #nextStatement = 0;
  #statements = new Mutex();
  #transactions = new Mutex();
  /**
   * Why the thread ended, once it has: every call in flight fails with it, and every later one. Not a promise every
   * call races: each Promise.race left a reaction on it until the thread ended, which kept that call's promise and
   * its result (every query's rows) for the server's life.
   */
  #ended: Error | undefined;
  /** The calls in flight, each failed with the cause should the thread end. */
  readonly #inFlight = new Set<(cause: Error) => void>();
  #closing: Promise<void> | undefined;
  /** Set once the thread has ended (or failed). */
  #over = false;
  /** A COPY's input was handed to the thread and not cleaned up yet. */
  #blobHanded = false;

  constructor(thread: Worker, statementPort: MessagePort) {
    super(asWebWorker(thread));
    this.#thread = thread;
    this.#statementPort = statementPort;
    statementPort.on("message", (answer: StatementAnswer) => {
      const resolve = this.#answers.get(answer.id);
      this.#answers.delete(answer.id);
      resolve?.(answer);
    });
    const end = (cause: Error) => {
      this.#over = true;
      // The first cause stays (an error is followed by the exit).
      this.#ended ??= cause;
      for (const fail of this.#inFlight) fail(this.#ended);
      this.#inFlight.clear();
    };
    thread.once("error", (error) => end(new Error(`the database thread failed: ${error.message}`, { cause: error })));
    thread.once("exit", (code) =>
      end(new Error(this.#closing ? "the database is closed" : `the database thread ended (exit code ${code})`)),
    );
  }

  /**
   * `work`'s outcome, or a failure with the cause as soon as the thread ends. As the race it replaces: when the
   * thread has already ended, a `work` already settled still wins (the close's own `waitReady`, long resolved).
   */
  #untilEnded<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      work.then(resolve, reject).finally(() => this.#inFlight.delete(reject));
      const ended = this.#ended;
      // Queued after `work`'s own settling (when it has settled): the first to settle wins.
      if (ended) queueMicrotask(() => reject(ended));
      else this.#inFlight.add(reject);
    });
  }

  /** Ready once the thread's database is, or failed with why the thread ended (it would never be ready). */
  override get waitReady(): Promise<void> {
    return this.#untilEnded(super.waitReady);
  }

  /**
   * PGliteWorker starts reading the array types without waiting for it: should the thread end first, that failure
   * is the calls' to tell (each fails with it), not an unhandled rejection.
   */
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    try {
      await super._initArrayTypes(options);
    } catch (error) {
      if (!this.#over) throw error;
    }
  }

  /**
   * A statement, sent on the thread's statement port (see pglite.worker.ts); its answer parsed here. An error among
   * the messages is thrown as PGlite's DatabaseError, with every field, as an in-thread PGlite does.
   */
  override async execProtocolStream(message: Uint8Array): Promise<BackendMessage[]> {
    const id = this.#nextStatement++;
    const answer = await new Promise<StatementAnswer>((resolve) => {
      this.#answers.set(id, resolve);
      const call: StatementCall = { id, message };
      this.#statementPort.postMessage(call);
    });
    if ("failure" in answer) throw new Error(`the database thread could not run the statement: ${answer.failure}`);
    const answers: BackendMessage[] = [];
    new protocol.Parser().parse(answer.data, (parsed) => answers.push(parsed));
    for (const parsed of answers) if (parsed instanceof messages.DatabaseError) throw parsed;
    return answers;
  }

  /**
   * PGlite's query asks the database three more things around every statement: to take a COPY's input blob, to sync
   * its files, and for a blob COPY wrote (then to clean up). Asked of a thread, each is a round trip. Only a COPY
   * from a blob (`copyRows`) has a blob to hand over and clean up; the data directory is on Node's file system,
   * which PGlite writes through (its sync does nothing there); no statement here writes a blob (COPY TO '/dev/blob'
   * is not used, and would find nothing).
   */
  override async _handleBlob(blob?: File | Blob): Promise<void> {
    if (!blob) return;
    this.#blobHanded = true;
    await super._handleBlob(blob);
  }

  override async _cleanupBlob(): Promise<void> {
    if (!this.#blobHanded) return;
    this.#blobHanded = false;
    await super._cleanupBlob();
  }

  override async _getWrittenBlob(): Promise<Blob | undefined> {
    return undefined;
  }

  override async syncToFs(): Promise<void> {}

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#statements.runExclusive(() => this.#untilEnded(fn()));
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactions.runExclusive(() => this.#untilEnded(fn()));
  }

  /**
   * Closes the database in its thread (a clean shutdown: the next start needs no recovery), then ends the thread.
   * The statement in flight ends first (a close sent during an index build broke it and never answered: the
   * server's shutdown waited for ever); a thread that has not closed within `CLOSE_WAIT_MS` is ended as it is (the
   * next start recovers from the write-ahead log, as after a crash).
   */
  override close(): Promise<void> {
    this.#closing ??= (async () => {
      // A thread that has ended (a crash) has nothing to close, and will not exit again.
      const closed = this.#over
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const answer = (message: unknown) => {
              if (message !== CLOSED) return;
              this.#thread.off("message", answer);
              resolve();
            };
            this.#thread.on("message", answer);
            this.#thread.once("exit", () => resolve());
          });
      let waited: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        waited = setTimeout(() => resolve("late"), CLOSE_WAIT_MS);
      });
      const inTurn = this.#statements.runExclusive(async () => {
        this.#thread.postMessage(CLOSE);
        await closed;
      });
      const outcome = await Promise.race([inTurn, late]);
      clearTimeout(waited);
      if (outcome === "late") await this.#thread.terminate();
      await super.close();
      this.#statementPort.close();
    })();
    return this.#closing;
  }
}

/** Starts the database's thread on `dataDir` (loaded from the build's template when `fromTemplate`). */
export function openPgliteThread(data: PgliteThreadData): PgliteThread {
  const { port1, port2 } = new MessageChannel();
  const thread = new Worker(new URL("./pglite.worker.ts", import.meta.url), {
    name: "database",
    // Not `--input-type` (a script given as text), on which a thread fails as it loads: see flags.ts.
    ...threadFlags(),
    workerData: { ...data, statements: port2 },
    transferList: [port2],
  });
  return new PgliteThread(thread, port1);
}

type WebWorker = ConstructorParameters<typeof PGliteWorker>[0];
type BackendMessage = Awaited<ReturnType<PGliteWorker["execProtocolStream"]>>[number];

/**
 * What PGliteWorker uses of a Web Worker, over a Node worker thread, without the thread's "leader-now" message.
 * PGlite elects a leader among the tabs sharing a database; here one client has one thread, so the election is
 * moot. That message comes on the thread's port, while "connected" comes on a BroadcastChannel, and the two are not
 * ordered: arriving after "connected", it failed PGlite's own pending call (getDebugLevel, which nobody awaits
 * but PGlite's listener) with "Leader changed, pending operation in indeterminate state", an unhandled rejection
 * (seen once in CI, in the thread's tests; in the server it would end the process). Nothing here reads `isLeader`.
 */
function asWebWorker(thread: Worker): WebWorker {
  const messages = webMessages(thread);
  const dropped = new Map<(event: { data: unknown }) => void, (event: { data: unknown }) => void>();
  const webWorker = {
    ...messages,
    addEventListener: (type: string, listener: (event: { data: unknown }) => void, options?: { once?: boolean }) => {
      const filtered = (event: { data: unknown }) => {
        const data = event.data as { type?: unknown } | null;
        if (typeof data === "object" && data?.type === "leader-now") return;
        // A listener for one message hears one that is not dropped.
        if (options?.once) webWorker.removeEventListener(type, listener);
        listener(event);
      };
      dropped.set(listener, filtered);
      messages.addEventListener(type, filtered);
    },
    removeEventListener: (type: string, listener: (event: { data: unknown }) => void) => {
      messages.removeEventListener(type, dropped.get(listener) ?? listener);
      dropped.delete(listener);
    },
    terminate: () => void thread.terminate(),
  };
  // PGliteWorker's constructor is typed for the DOM's Worker; it calls only these four.
  return webWorker as unknown as WebWorker;
}
