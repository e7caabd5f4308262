// A Web Worker's message calls (postMessage, addEventListener, removeEventListener) over a Node message port or
// worker: what PGlite's worker protocol uses on both sides, the thread's global scope (pglite.worker.ts) and the
// client's Worker (pglite-thread.ts). Self-contained (the thread imports it with its types stripped): no import.

type MessageListener = (event: { data: unknown }) => void;

/** The Node side: a worker thread (`Worker`) or its `parentPort`. */
type NodeMessages = {
  postMessage(message: unknown): void;
  on(event: "message", listener: (data: unknown) => void): unknown;
  off(event: "message", listener: (data: unknown) => void): unknown;
};

export type WebMessages = {
  postMessage(message: unknown): void;
  addEventListener(type: string, listener: MessageListener, options?: { once?: boolean }): void;
  removeEventListener(type: string, listener: MessageListener): void;
};

/** The three calls over `target`; only "message" events exist, a listener with `once` is removed after one. */
export function webMessages(target: NodeMessages): WebMessages {
  const listening = new Map<MessageListener, (data: unknown) => void>();
  const stop = (listener: MessageListener) => {
    const receive = listening.get(listener);
    if (receive) target.off("message", receive);
    listening.delete(listener);
  };
  return {
    postMessage: (message) => target.postMessage(message),
    addEventListener: (type, listener, options) => {
      if (type !== "message") return;
      const receive = (data: unknown) => {
        if (options?.once) stop(listener);
        listener({ data });
      };
      listening.set(listener, receive);
      target.on("message", receive);
    },
    removeEventListener: (_type, listener) => stop(listener),
  };
}
