import type { TFunction } from "i18next";
import { withoutIsolates } from "@/lib/format";
import { toast } from "@/lib/toast";

/** SPEC §3 bookmark text: the first 3 verses joined by spaces. */
export function bookmarkText(verses: readonly { text: string }[]): string {
  return verses
    .slice(0, 3)
    .map((v) => v.text.trim())
    .join(" ");
}

/** Web Share where the browser has it; otherwise the reference and text go to the clipboard ('Copié'). */
export async function sharePassage(t: TFunction, reference: string, text: string): Promise<void> {
  const plainReference = withoutIsolates(reference);
  const content = `${text}\n— ${plainReference}`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: plainReference, text: content });
      return;
    } catch (error) {
      // The reader closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(content);
    toast({ variant: "success", title: t("toast.copied"), description: plainReference });
  } catch {
    toast({ variant: "destructive", title: t("toast.error.title"), description: t("toast.copyFailed") });
  }
}
