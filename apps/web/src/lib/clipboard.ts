import { toast } from "@/lib/toast";

/** Copies a text and says so with the spec's 'Copié' toast (or the copy-failed one). */
export async function copyWithToast(text: string, messages: { copied: string; failed: string; error: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: "success", title: messages.copied });
  } catch {
    toast({ variant: "destructive", title: messages.error, description: messages.failed });
  }
}
