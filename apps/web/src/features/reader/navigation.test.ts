import { describe, expect, it } from "vitest";
import { findListedBook } from "@/lib/books";
import { adjacentPosition, changeBook, NEW_TESTAMENT_BOOKS, OLD_TESTAMENT_BOOKS, resolvePosition } from "./navigation";

const book = (name: string) => {
  const found = findListedBook(name);
  if (!found) throw new Error(`no book ${name}`);
  return found;
};

describe("reader navigation", () => {
  it("lists 39 Old Testament then 27 New Testament books", () => {
    expect(OLD_TESTAMENT_BOOKS).toHaveLength(39);
    expect(NEW_TESTAMENT_BOOKS).toHaveLength(27);
    expect(OLD_TESTAMENT_BOOKS[0]?.english).toBe("Genesis");
    expect(NEW_TESTAMENT_BOOKS[0]?.english).toBe("Matthew");
  });

  it("keeps the chapter when the new book has it, else goes to chapter 1", () => {
    expect(changeBook({ book: book("Psalms"), chapter: 23 }, book("Isaiah"))).toEqual({
      book: book("Isaiah"),
      chapter: 23,
    });
    expect(changeBook({ book: book("Psalms"), chapter: 119 }, book("John"))).toEqual({
      book: book("John"),
      chapter: 1,
    });
  });

  it("crosses book boundaries in both directions", () => {
    expect(adjacentPosition({ book: book("Malachi"), chapter: 4 }, "next")).toEqual({
      book: book("Matthew"),
      chapter: 1,
    });
    expect(adjacentPosition({ book: book("Matthew"), chapter: 1 }, "previous")).toEqual({
      book: book("Malachi"),
      chapter: 4,
    });
    expect(adjacentPosition({ book: book("John"), chapter: 3 }, "next")).toEqual({ book: book("John"), chapter: 4 });
  });

  it("stops at Genesis 1 and Revelation 22", () => {
    expect(adjacentPosition({ book: book("Genesis"), chapter: 1 }, "previous")).toBeUndefined();
    expect(adjacentPosition({ book: book("Revelation"), chapter: 22 }, "next")).toBeUndefined();
    expect(adjacentPosition({ book: book("Revelation"), chapter: 22 }, "previous")?.chapter).toBe(21);
  });

  it("reads a position from URL or stored values", () => {
    expect(resolvePosition("John", "3")).toEqual({ book: book("John"), chapter: 3 });
    expect(resolvePosition("John", 99)).toEqual({ book: book("John"), chapter: 1 });
    expect(resolvePosition("Nope", 1)).toBeUndefined();
  });
});
