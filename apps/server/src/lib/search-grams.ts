/**
 * Character bigrams for search. Trigram indexes cannot serve a two-character word, and most Korean
 * words are two syllables (선반, 공구), so each product stores the distinct bigrams of its title,
 * keywords and description (`products.search_grams`, GIN-indexed). A search asks for rows whose
 * grams contain every bigram of the word (`@>`, served by the index) and checks them again with
 * ILIKE, so a candidate that merely shares bigrams is dropped.
 *
 * Text is NFKC-normalized and lowercased; bigrams are taken inside whitespace-separated tokens,
 * the same way for stored text and for the word.
 */

/** Grams are capped so one huge description cannot bloat the index entry. */
const MAX_GRAMS = 4000;

export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function tokens(text: string): string[] {
  return normalizeSearchText(text)
    .split(/\s+/u)
    .filter((t) => t !== '');
}

function addBigrams(token: string, into: Set<string>) {
  const chars = Array.from(token); // code points, so a surrogate pair is one character
  for (let i = 0; i + 1 < chars.length; i++) into.add(chars[i]! + chars[i + 1]!);
}

/** The distinct bigrams stored for a product. */
export function productSearchGrams(product: {
  title: string;
  keywords: string[];
  description: string;
}): string[] {
  const grams = new Set<string>();
  for (const text of [product.title, ...product.keywords, product.description]) {
    for (const token of tokens(text)) {
      addBigrams(token, grams);
      if (grams.size >= MAX_GRAMS) return [...grams].slice(0, MAX_GRAMS);
    }
  }
  return [...grams];
}

/**
 * The bigrams a search word needs. Empty when no token has two characters (a single-character
 * word): the search then falls back to ILIKE alone.
 */
export function wordSearchGrams(word: string): string[] {
  const grams = new Set<string>();
  for (const token of tokens(word)) addBigrams(token, grams);
  return [...grams];
}
