import type { ClaimTypeNode, ClaimTypeView } from '@kollab/contracts';

/**
 * Nests claim types under their parents, keeping the order given (sorted by title) on
 * every level. A type whose parent is not in the list (never so, while deletion of a
 * parent with sub-types is refused) shows at the root rather than vanishing.
 */
export function claimTypeTree(types: readonly ClaimTypeView[]): ClaimTypeNode[] {
  const nodes = new Map<string, ClaimTypeNode>(types.map((type) => [type.id, { ...type, children: [] }]));
  const roots: ClaimTypeNode[] = [];
  for (const type of types) {
    const node = nodes.get(type.id)!;
    const parent = type.parent_id === null ? undefined : nodes.get(type.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
