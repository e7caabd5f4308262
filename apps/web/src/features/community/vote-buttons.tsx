import { ChevronDownIcon, ChevronUpIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { VoteType } from "./votes";

/** Up/down arrows around the total; the reader's own vote is highlighted (SPEC §4). */
export function VoteButtons({
  total,
  myVote,
  onVote,
}: {
  total: number;
  myVote: VoteType | undefined;
  onVote: (voteType: VoteType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-0.5" data-testid="votes">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("community.upvote")}
        aria-pressed={myVote === 1}
        className={cn(myVote === 1 && "bg-primary/15 text-primary hover:bg-primary/20 hover:text-primary")}
        onClick={() => onVote(1)}
      >
        <ChevronUpIcon className="size-5!" aria-hidden="true" />
      </Button>
      <output
        className={cn(
          "min-w-8 text-center text-sm font-semibold tabular-nums",
          myVote === 1 && "text-primary",
          myVote === -1 && "text-destructive-text",
        )}
        aria-label={t("community.voteTotal", { score: total })}
        data-testid="vote-total"
      >
        {total}
      </output>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("community.downvote")}
        aria-pressed={myVote === -1}
        className={cn(
          myVote === -1 &&
            "bg-destructive/15 text-destructive-text hover:bg-destructive/20 hover:text-destructive-text",
        )}
        onClick={() => onVote(-1)}
      >
        <ChevronDownIcon className="size-5!" aria-hidden="true" />
      </Button>
    </div>
  );
}
