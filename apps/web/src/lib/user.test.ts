import { describe, expect, it } from "vitest";
import { userDisplayName } from "@/lib/user";

describe("userDisplayName (SPEC §2 account control)", () => {
  it("shows the first name", () => {
    expect(userDisplayName({ firstName: "Marie", email: "marie.curie@example.com" }, "Utilisateur")).toBe("Marie");
  });

  it("falls back to the part of the e-mail before the @", () => {
    expect(userDisplayName({ firstName: null, email: "marie.curie@example.com" }, "Utilisateur")).toBe("marie.curie");
    expect(userDisplayName({ firstName: "   ", email: "jean@example.com" }, "Utilisateur")).toBe("jean");
  });

  it("falls back to the translated word for 'User'", () => {
    expect(userDisplayName({ firstName: null, email: null }, "Utilisateur")).toBe("Utilisateur");
    expect(userDisplayName({ firstName: "", email: "@example.com" }, "User")).toBe("User");
  });
});
