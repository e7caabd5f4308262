import { Volume2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { hasVoice, onVoicesChanged, speak } from "@/lib/speech";

/** Reads a text aloud; hidden when the browser has no voice for its language. */
export function SpeakButton({ text, bcp47, label }: { text: string; bcp47: string; label: string }) {
  const [available, setAvailable] = useState(() => hasVoice(bcp47));
  useEffect(() => {
    setAvailable(hasVoice(bcp47));
    return onVoicesChanged(() => setAvailable(hasVoice(bcp47)));
  }, [bcp47]);
  if (!available || !text) return null;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      data-testid="speak"
      onClick={() => speak(text, bcp47)}
    >
      <Volume2Icon aria-hidden="true" />
    </Button>
  );
}
