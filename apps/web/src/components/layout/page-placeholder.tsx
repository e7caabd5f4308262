import type { ReactNode } from "react";

/** The frame of a page another issue fills (/lire, /bibliotheque, /vocabulaire, /communaute). */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
