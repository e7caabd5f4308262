import * as SelectPrimitive from "@radix-ui/react-select";
import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { type ComponentProps, createContext, useContext, useState } from "react";
import { cn } from "@/lib/utils";

/**
 * Whether a select's options are drawn yet (SelectContent `deferred`): from the first focus of its trigger or
 * the first opening on. Radix draws a closed select's options off screen (to show the chosen one's text and
 * find an option by its first letters), every one of them three times over on the first render: the reader's
 * book, chapter and version selects, with some 300 options, held the main thread for most of the page's first
 * render on a phone (issue 18).
 */
const OptionsWanted = createContext<{ wanted: boolean; want(): void }>({ wanted: true, want() {} });

export function Select({ onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <OptionsWanted.Provider value={{ wanted, want }}>
      <SelectPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          if (open) want();
          onOpenChange?.(open);
        }}
      />
    </OptionsWanted.Provider>
  );
}
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  onFocus,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const { want } = useContext(OptionsWanted);
  return (
    <SelectPrimitive.Trigger
      onFocus={(event) => {
        // Before a key typed on the closed select looks its options up.
        want();
        onFocus?.(event);
      }}
      className={cn(
        "flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-placeholder:text-muted-foreground [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * The open list. `deferred`: its options are drawn only once the select was focused or opened (OptionsWanted),
 * so its SelectValue must be given the chosen option's text as children.
 */
export function SelectContent({
  className,
  children,
  position = "popper",
  deferred = false,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content> & { deferred?: boolean }) {
  const { wanted } = useContext(OptionsWanted);
  if (deferred && !wanted) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-md data-[state=open]:animate-fade-in",
          position === "popper" && "translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn("px-2 py-1.5 text-xs font-semibold text-muted-foreground", className)}
      {...props}
    />
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default items-center rounded-md py-1.5 ps-8 pe-2 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent data-highlighted:text-accent-foreground",
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
