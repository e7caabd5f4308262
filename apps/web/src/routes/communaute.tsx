import { createFileRoute } from "@tanstack/react-router";
import { CommunityPage } from "@/features/community/community-page";

export const Route = createFileRoute("/communaute")({ component: CommunityPage });
