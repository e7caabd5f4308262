import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "@/features/auth/reset-password-page";

export const Route = createFileRoute("/nouveau-mot-de-passe")({ component: ResetPasswordPage });
