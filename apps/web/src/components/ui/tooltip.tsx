import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { type ComponentProps, type ReactElement, type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/utils";

/** SPEC §9: tooltip delay 700 ms, skip delay 300 ms (Radix's own defaults, stated so they stay put). */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md data-[state=delayed-open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** One hint's tooltip, loaded by hint.tsx around the element it names (focused again when focus loaded it). */
export function HintTooltip({ label, focus, children }: { label: ReactNode; focus: boolean; children: ReactElement }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild ref={ref}>
          {children}
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
