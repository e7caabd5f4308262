import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <Card data-testid="empty-state">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{title}</h2>
        {text ? <p className="max-w-md text-sm text-muted-foreground">{text}</p> : null}
        {children ? <div className="flex flex-wrap justify-center gap-2">{children}</div> : null}
      </CardContent>
    </Card>
  );
}
