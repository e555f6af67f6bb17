// Which word of a search the transactions' trigram index looks up (server/store/search-words.ts).
import { describe, expect, it } from "vitest";
import { lookupWords, rarestWord } from "../../../server/store/search-words";

describe("lookupWords", () => {
  it("gives the words of 3 or more letters or digits of a needle of two or more words", () => {
    expect(lookupWords("invoice #42176")).toEqual(["invoice", "42176"]);
    expect(lookupWords("harborview pet clinic llc")).toEqual(["harborview", "pet", "clinic", "llc"]);
    // "to" gives the index too few trigrams; the needle stays two words, so "payment" may stand for it.
    expect(lookupWords("payment to")).toEqual(["payment"]);
    expect(lookupWords("café zürich café")).toEqual(["café", "zürich"]);
  });

  it("gives none for one word, or for words too short to narrow anything", () => {
    expect(lookupWords("0b11c61d")).toEqual([]);
    expect(lookupWords("#42176")).toEqual([]);
    expect(lookupWords("a to")).toEqual([]);
    expect(lookupWords("")).toEqual([]);
  });
});

describe("rarestWord", () => {
  const sample = [
    "t1\u0001invoice #40001 — harborview pet clinic llc\u0001payment",
    "t2\u0001invoice #40002 — acme llc\u0001payment",
    "t3\u0001payment to hilton hotels\u0001payment",
    "t4\u0001payroll deposit to wallet 8412e38a\u0001load_funds",
    "t5\u0001ach deposit to wallet 1234abcd\u0001load_funds",
  ];

  it("picks the word the fewest sample values hold", () => {
    expect(rarestWord(["invoice", "42176"], sample)).toBe("42176");
    expect(rarestWord(["payroll", "deposit"], sample)).toBe("payroll");
    expect(rarestWord(["harborview", "llc"], sample)).toBe("harborview");
  });

  it("breaks a tie by the longest word, whose trigrams narrow most", () => {
    expect(rarestWord(["pet", "harborview", "clinic"], sample)).toBe("harborview");
    expect(rarestWord(["hilton", "hotels"], sample)).toBe("hilton");
  });

  it("gives null without a sample (a table never analysed keeps the whole needle)", () => {
    expect(rarestWord(["invoice", "42176"], [])).toBeNull();
    expect(rarestWord([], sample)).toBeNull();
  });
});
