import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "@/test/render-with-i18n";
import { CommentForm } from "./comment-form";

function textarea(): HTMLTextAreaElement {
  return screen.getByPlaceholderText("Écrivez votre commentaire...");
}

function submit(): HTMLButtonElement {
  return screen.getByRole("button", { name: /Publier le commentaire|Publication/ });
}

describe("CommentForm", () => {
  it("is a 3-row box limited to 1000 characters with a live count", async () => {
    await renderWithI18n(<CommentForm signedIn posting={false} onSubmit={async () => true} />);
    expect(textarea().rows).toBe(3);
    expect(textarea().maxLength).toBe(1000);
    expect(screen.getByText("0/1000")).toBeTruthy();
    fireEvent.change(textarea(), { target: { value: "Amen" } });
    expect(screen.getByText("4/1000")).toBeTruthy();
  });

  it("stays disabled while the text is blank once trimmed", async () => {
    await renderWithI18n(<CommentForm signedIn posting={false} onSubmit={async () => true} />);
    expect(submit().disabled).toBe(true);
    fireEvent.change(textarea(), { target: { value: "   \n  " } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(textarea(), { target: { value: " Merci " } });
    expect(submit().disabled).toBe(false);
  });

  it("is disabled while posting and for a guest", async () => {
    const { rerender } = await renderWithI18n(<CommentForm signedIn posting onSubmit={async () => true} />);
    fireEvent.change(textarea(), { target: { value: "Merci" } });
    expect(submit().disabled).toBe(true);
    expect(screen.getByText("Publication...")).toBeTruthy();
    rerender(<CommentForm signedIn={false} posting={false} onSubmit={async () => true} />);
    expect(screen.getByRole("button", { name: "Publier le commentaire" })).toHaveProperty("disabled", true);
  });

  it("sends the text and clears the box once accepted", async () => {
    const onSubmit = vi.fn(async () => true);
    await renderWithI18n(<CommentForm signedIn posting={false} onSubmit={onSubmit} />);
    fireEvent.change(textarea(), { target: { value: "Très éclairant" } });
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith("Très éclairant");
    await waitFor(() => expect(textarea().value).toBe(""));
  });

  it("keeps the text when the server refused it", async () => {
    const onSubmit = vi.fn(async () => false);
    await renderWithI18n(<CommentForm signedIn posting={false} onSubmit={onSubmit} />);
    fireEvent.change(textarea(), { target: { value: "Très éclairant" } });
    fireEvent.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(textarea().value).toBe("Très éclairant");
  });
});
