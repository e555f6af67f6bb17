// A search's index condition on its rarest word (docs/performance.md "The PayDesk server"). A trigram
// index answers `LIKE '%needle%'` by intersecting the posting lists of every trigram of the needle:
// for a needle of several words, most of a search's time. On 1,000,000 transactions, counting the
// first 1,001 matches of "harborview pet clinic llc" took 18 ms, of "harborview" and then the whole
// needle 6 ms; "invoice #42176" 8.5 ms, "42176" then the whole needle 1.2 ms. So the index is asked
// for the needle's rarest word and each row it yields is checked for the whole needle.
//
// Which word is rarest is what the planner itself would guess: the share of the column's statistics
// sample (pg_stats: its most common values and histogram, 1,000 each after migration 0008) holding
// the word. Without a sample (a table never analysed) the whole needle stays the condition.
import { sql, type Kysely } from "kysely";

/** What pg_trgm makes trigrams of: runs of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;
/** A shorter word gives the index too few trigrams to narrow anything. */
const SHORTEST_WORD = 3;

/**
 * The words of a (lower-cased) needle the index could look up instead of the whole needle: none when
 * the needle is one word, else those long enough to narrow anything.
 */
export function lookupWords(needle: string): string[] {
  const words = needle.match(WORD) ?? [];
  return words.length < 2 ? [] : [...new Set(words.filter((w) => w.length >= SHORTEST_WORD))];
}

/** Of `words`, the one the fewest sample values hold, ties to the longest; null without a sample. */
export function rarestWord(words: readonly string[], sample: readonly string[]): string | null {
  if (sample.length === 0) return null;
  let best: { word: string; holders: number } | null = null;
  for (const word of words) {
    let holders = 0;
    for (const value of sample) if (value.includes(word)) holders++;
    if (!best || holders < best.holders || (holders === best.holders && word.length > best.word.length)) best = { word, holders };
  }
  return best?.word ?? null;
}

/** How long a column's sample is used before it is read again (ANALYZE renews it as the table grows). */
const SAMPLE_MAX_AGE_MS = 10 * 60_000;

/** The statistics samples of search columns, read from pg_stats once in a while (one per store). */
export class SearchSamples {
  private readonly read = new Map<string, { at: number; sample: Promise<string[]> }>();

  constructor(
    private readonly db: Kysely<any>,
    private readonly clock: () => number = Date.now,
  ) {}

  sample(table: string, column: string): Promise<string[]> {
    const key = `${table}.${column}`;
    const now = this.clock();
    const known = this.read.get(key);
    if (known && now - known.at < SAMPLE_MAX_AGE_MS) return known.sample;
    const sample = this.load(table, column);
    this.read.set(key, { at: now, sample });
    return sample;
  }

  private async load(table: string, column: string): Promise<string[]> {
    try {
      const { rows } = await sql<{ common: string[] | null; bounds: string[] | null }>`
        select most_common_vals::text::text[] as common, histogram_bounds::text::text[] as bounds
        from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column}`.execute(this.db);
      return rows.flatMap((r) => [...(r.common ?? []), ...(r.bounds ?? [])]);
    } catch {
      // No sample is no harm: the search keeps the whole needle as its condition.
      return [];
    }
  }
}
