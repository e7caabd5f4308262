import type { QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { i18next } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import {
  QUEUE_CHANNEL,
  type QueuedWrite,
  type QueueMessage,
  queuedWrites,
  replayQueue,
  type SendOutcome,
  SYNC_TAG,
  submitWrite,
  type WriteKind,
} from "@/lib/write-queue";

/** Background Sync (Chromium): not in the DOM library's types yet. */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the service worker to send the queue when the network returns, even if every tab is closed by then. */
function requestBackgroundSync() {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration: SyncRegistration) => registration.sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

function replay() {
  void replayQueue()
    .then(({ empty }) => {
      if (!empty) requestBackgroundSync();
    })
    .catch(() => undefined);
}

/**
 * Keeps a write and sends it (lib/write-queue.ts); when it waits for the network, the service worker is asked to
 * send it on the network's return.
 */
export async function sendOrQueue(write: Omit<QueuedWrite, "queuedAt">): Promise<SendOutcome> {
  const outcome = await submitWrite(write);
  if (outcome.state === "queued") requestBackgroundSync();
  return outcome;
}

/**
 * At start and whenever the browser finds a network again, the writes kept offline are sent. When writes made
 * offline reach the server (sent here, by another tab or by the worker), every query is asked again, so counts,
 * plan progress and lists show them, and the reader is told; a write the server refused for good is said too.
 */
export function startWriteSync(queryClient: QueryClient): void {
  if (!("indexedDB" in window) || !("locks" in navigator)) return;
  window.addEventListener("online", replay);
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.onmessage = (event: MessageEvent<QueueMessage>) => {
    const message = event.data;
    if (message.type === "sent") {
      void queryClient.invalidateQueries();
      toast({ title: i18next.t("sync.sent", { count: message.keys.length }), variant: "success" });
    } else if (message.type === "refused") {
      toast({ title: i18next.t("sync.refused"), variant: "destructive" });
    }
  };
  replay();
}

/** The writes (of one kind, or all) that wait for the network on this device; updated as they are kept and sent. */
export function useQueuedWrites(kind?: WriteKind, enabled = true): QueuedWrite[] {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    if (!enabled || !("indexedDB" in window)) {
      setWrites([]);
      return;
    }
    let live = true;
    const read = () =>
      void queuedWrites()
        .then((all) => {
          if (live) setWrites(kind === undefined ? all : all.filter((write) => write.kind === kind));
        })
        .catch(() => undefined);
    read();
    const channel = new BroadcastChannel(QUEUE_CHANNEL);
    channel.onmessage = read;
    return () => {
      live = false;
      channel.close();
    };
  }, [kind, enabled]);
  return writes;
}

/** How many writes wait for the network on this device; updated as they are kept and sent. */
export function useQueuedWriteCount(enabled = true): number {
  return useQueuedWrites(undefined, enabled).length;
}
