import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { ComponentProps, CSSProperties } from "react";
import { cn } from "@/lib/utils";

export function Progress({ className, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = Math.max(0, Math.min(100, value ?? 0));
  // A width, not a sideways translation: the bar grows from the inline start in either direction, and turning
  // the interface to Arabic (or back) does not slide it across from the other side.
  const style: CSSProperties = { width: `${percent}%` };
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
        style={style}
      />
    </ProgressPrimitive.Root>
  );
}
