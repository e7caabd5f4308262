import { createFileRoute } from "@tanstack/react-router";
import { VerifyEmailPage } from "@/features/auth/verify-email-page";

export const Route = createFileRoute("/verifier-email")({ component: VerifyEmailPage });
