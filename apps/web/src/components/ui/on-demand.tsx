import {
  cloneElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from "react";

type TriggerProps = {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
};

/**
 * A menu or popover whose code (Radix, floating-ui, cmdk) is not in the first page's JavaScript: until the
 * reader first uses its trigger, the trigger alone is drawn, with the attributes of a closed one; hovering or
 * focusing it starts the download, pressing it (a menu: pointer down, Enter, Space, ArrowDown; a popover: a
 * click) draws the full control, opened (`children(true)`), with the same trigger in the same place.
 */
export function OnDemand({
  trigger,
  load,
  popup,
  onOpen,
  children,
}: {
  trigger: ReactElement<TriggerProps & Record<string, unknown>>;
  /** The import() of the full control's module: called on hover and focus, so it is often there on press. */
  load: () => Promise<unknown>;
  /** What the trigger opens: "menu" or "dialog" (its aria-haspopup). */
  popup: "menu" | "dialog";
  /** Called with the press that loads the control, for a control whose open state its owner keeps. */
  onOpen?: () => void;
  /** The full control, lazily imported; `opened` is true when the reader's press is what loaded it. */
  children: (opened: boolean) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <Suspense fallback={trigger}>{children(true)}</Suspense>;
  const want = () => {
    void load();
    setWanted(true);
    onOpen?.();
  };
  const common = {
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: want,
  };
  // A dialog (Radix popover) opens on click, as its own trigger would; a menu on pointer down and on keys.
  if (popup === "dialog") return cloneElement(trigger, common);
  return cloneElement(trigger, {
    ...common,
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) want();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
        event.preventDefault();
        want();
      }
    },
  });
}
