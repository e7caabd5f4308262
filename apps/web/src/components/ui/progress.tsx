import * as ProgressPrimitive from "@radix-ui/react-progress";
import type { ComponentProps, CSSProperties } from "react";
import { cn } from "@/lib/utils";

export function Progress({ className, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = Math.max(0, Math.min(100, value ?? 0));
  const style = { "--progress-gap": `${100 - percent}%` } as CSSProperties;
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-primary transition-transform -translate-x-(--progress-gap) rtl:translate-x-(--progress-gap)"
        style={style}
      />
    </ProgressPrimitive.Root>
  );
}
