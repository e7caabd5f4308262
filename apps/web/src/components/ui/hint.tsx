import { cloneElement, lazy, type ReactElement, type ReactNode, Suspense, useState } from "react";

const load = () => import("@/components/ui/tooltip");
const HintTooltip = lazy(() => load().then((m) => ({ default: m.HintTooltip })));

/**
 * A tooltip (SPEC §9: 700 ms, Radix) whose code is not in the first page's JavaScript: the element alone until
 * the pointer enters it or it takes the focus, then the same element inside the tooltip, given the focus back.
 */
export function Hint({ label, children }: { label: ReactNode; children: ReactElement<HintTriggerProps> }) {
  const [wanted, setWanted] = useState<"pointer" | "focus" | null>(null);
  if (wanted) {
    return (
      <Suspense fallback={children}>
        <HintTooltip label={label} focus={wanted === "focus"}>
          {children}
        </HintTooltip>
      </Suspense>
    );
  }
  const want = (how: "pointer" | "focus") => {
    void load();
    setWanted(how);
  };
  return cloneElement(children, { onPointerEnter: () => want("pointer"), onFocus: () => want("focus") });
}

type HintTriggerProps = { onPointerEnter?: () => void; onFocus?: () => void };
