// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SafeMarkdown } from "./safe-markdown";

afterEach(cleanup);

describe("SafeMarkdown", () => {
  it("renders emphasis and lists", () => {
    const { container } = render(<SafeMarkdown>{"**Grâce** et paix\n\n- amour\n- joie"}</SafeMarkdown>);
    expect(container.querySelector("strong")?.textContent).toBe("Grâce");
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });

  it("keeps links of the allowed protocols and opens them safely", () => {
    render(
      <SafeMarkdown>
        {"[site](https://example.org) [mail](mailto:a@b.c) [chat](xmpp:a@b.c) [irc](ircs://irc.example.org)"}
      </SafeMarkdown>,
    );
    expect(screen.getByText("site").getAttribute("href")).toBe("https://example.org");
    expect(screen.getByText("site").getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(screen.getByText("mail").getAttribute("href")).toBe("mailto:a@b.c");
    expect(screen.getByText("chat").getAttribute("href")).toBe("xmpp:a@b.c");
    expect(screen.getByText("irc").getAttribute("href")).toBe("ircs://irc.example.org");
  });

  it("drops the address of links with other protocols", () => {
    const { container } = render(
      <SafeMarkdown>{"[piège](javascript:alert(1)) [data](data:text/html,x) [ftp](ftp://x.org)"}</SafeMarkdown>,
    );
    expect(container.innerHTML).not.toContain("javascript:");
    expect(container.innerHTML).not.toContain("data:");
    expect(container.innerHTML).not.toContain("ftp:");
    expect(screen.getByText("piège").tagName).toBe("SPAN");
  });

  it("never turns raw HTML into elements", () => {
    const { container } = render(
      <SafeMarkdown>{'Bonjour <img src=x onerror="alert(1)"> <script>alert(2)</script> <b>gras</b>'}</SafeMarkdown>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
  });

  it("does not load remote images", () => {
    const { container } = render(<SafeMarkdown>{"![carte](https://tracker.example/pixel.png)"}</SafeMarkdown>);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("carte")).toBeTruthy();
  });
});
