import type { ComponentProps } from "react";
import Markdown, { defaultUrlTransform } from "react-markdown";
import { cn } from "@/lib/utils";

// Tailwind's reset removes list bullets and paragraph spacing; markdown needs them back.
const MARKDOWN_STYLES =
  "break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-2 [&_blockquote]:ps-3 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0 [&_ul]:list-disc [&_ul]:ps-5";

/**
 * Markdown from the AI or from readers. react-markdown's default URL policy keeps only http, https,
 * irc, ircs, mailto and xmpp links (SPEC §9); without rehype-raw, raw HTML is shown as text, never parsed.
 */
export function SafeMarkdown({
  children,
  className,
  lang,
  dir,
}: {
  children: string;
  className?: string;
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
}) {
  return (
    <div className={cn(MARKDOWN_STYLES, className)} lang={lang} dir={dir}>
      <Markdown urlTransform={defaultUrlTransform} components={{ a: ExternalLink, img: DroppedImage }}>
        {children}
      </Markdown>
    </div>
  );
}

function ExternalLink({ node: _node, href, children, ...rest }: ComponentProps<"a"> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** Remote images would let any answer or comment track its readers; their text is enough. */
function DroppedImage({ alt }: ComponentProps<"img"> & { node?: unknown }) {
  return alt ? <span>{alt}</span> : null;
}
