import type { ComponentProps } from "react";
import Markdown, { defaultUrlTransform } from "react-markdown";

/**
 * Markdown from the AI or from readers. react-markdown's default URL policy keeps only http, https,
 * irc, ircs, mailto and xmpp links (SPEC §9); without rehype-raw, raw HTML is shown as text, never parsed.
 */
export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
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
