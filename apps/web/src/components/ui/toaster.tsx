import { useTranslation } from "react-i18next";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";
import { dismissToast, useToasts } from "@/lib/toast";

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastProvider label={t("toast.region")}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          variant={item.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose aria-label={t("common.close")} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
