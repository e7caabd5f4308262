import { findLanguage, type Language } from "@bible/canon";
import { CN, DE, ES, FR, GB, IT, JP, KR, PT, RU, SA, UA } from "country-flag-icons/react/3x2";
import { cn } from "@/lib/utils";

/**
 * The flags of the 12 languages as SVG (country-flag-icons), drawn the same on every system: emoji flags are
 * empty boxes on Windows and wherever no colour-emoji font is installed.
 */
const FLAGS: Record<Language["country"], typeof FR> = { CN, DE, ES, FR, GB, IT, JP, KR, PT, RU, SA, UA };

/**
 * A language's flag, decorative: the language's name is always written beside it, which is what assistive
 * technology reads. Nothing for a language outside the 12.
 */
export function Flag({ language, className }: { language: string | Language; className?: string }) {
  const info = typeof language === "string" ? findLanguage(language) : language;
  if (!info) return null;
  const Svg = FLAGS[info.country];
  return (
    <Svg
      aria-hidden="true"
      focusable="false"
      data-flag={info.country}
      className={cn(
        "inline-block h-[0.85em] w-auto shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]",
        className,
      )}
    />
  );
}
