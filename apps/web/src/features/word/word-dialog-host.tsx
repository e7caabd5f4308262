import { useWordSelectedEvent } from "@/features/word/use-word-selected";
import { WordDialog } from "@/features/word/word-dialog";

/** Mounted once in the root layout: any passage's double-click opens the definition dialog. */
export function WordDialogHost() {
  const { selection, clear } = useWordSelectedEvent();
  if (!selection) return null;
  return <WordDialog key={selection.id} selection={selection.detail} onClose={clear} />;
}
