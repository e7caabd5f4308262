import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success";

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

// SPEC §9: one toast at a time. A new one replaces the current one; closed ones linger briefly so
// Radix can play the exit animation before they are dropped.
const REMOVE_DELAY_MS = 300;

let nextId = 1;
let toasts: ToastMessage[] = [];
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ id, title: input.title, description: input.description, variant: input.variant ?? "default", open: true }]);
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id || t.open)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
