import { BookOpenCheckIcon, RepeatIcon, SparklesIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function DailyProgressCard({ completed, newWords }: { completed: boolean; newWords: number }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="daily-progress">
      <CardHeader>
        <CardTitle>{t("side.progress.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          <Item icon={<BookOpenCheckIcon aria-hidden="true" />} done={completed}>
            {t("side.progress.readingCompleted")}
          </Item>
          <Item icon={<SparklesIcon aria-hidden="true" />} done={newWords > 0}>
            {t("side.progress.newWords", { count: newWords })}
          </Item>
          <Item icon={<RepeatIcon aria-hidden="true" />} done={false} muted>
            <span className="flex w-full justify-between gap-2">
              {t("side.progress.vocabularyReview")}
              <span className="text-xs">{t("side.progress.todo")}</span>
            </span>
          </Item>
        </ul>
      </CardContent>
    </Card>
  );
}

function Item({
  icon,
  done,
  muted,
  children,
}: {
  icon: ReactNode;
  done: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={cn("flex items-center gap-3", muted && "text-muted-foreground")}>
      <span
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-full [&_svg]:size-3.5",
          done ? "bg-success/15 text-success" : "bg-muted text-muted-foreground",
        )}
      >
        {icon}
      </span>
      {children}
    </li>
  );
}
