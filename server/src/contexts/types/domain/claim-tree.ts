/** The live claim types of an account: id → parent id (null at the root). */
export type ClaimTree = ReadonlyMap<string, string | null>;

/** True when `candidate` is `id` itself or lies below it: making it `id`'s parent would close a cycle. */
export function isAtOrBelow(tree: ClaimTree, candidate: string, id: string): boolean {
  const seen = new Set<string>();
  for (let node: string | null | undefined = candidate; node != null && !seen.has(node); node = tree.get(node)) {
    if (node === id) return true;
    seen.add(node);
  }
  return false;
}

/** How many claim types sit directly below `id`. */
export function childCount(tree: ClaimTree, id: string): number {
  let count = 0;
  for (const parent of tree.values()) if (parent === id) count++;
  return count;
}
