import { useSelector, useDispatch } from 'react-redux';
import type { ClaimTypeNode } from '@kollab/contracts';
import { TypeDialog, type ParentOption, type TypeValues } from './TypeDialog';
import { selectClaimTree, selectTypeDialog, typesActions, type PrefixedTypeView, type TypesState } from './types.slice';

/** The claim tree in order, each node with its depth (the parent picker, the tree's rows). */
export function flattenTree(roots: readonly ClaimTypeNode[], depth = 0): Array<ClaimTypeNode & { depth: number }> {
  return roots.flatMap((node) => [{ ...node, depth }, ...flattenTree(node.children, depth + 1)]);
}

const EMPTY: TypeValues = { title: '', short: '', template: '', is_claim: false, parent_id: null };

function valuesOf(view: PrefixedTypeView | ClaimTypeNode | undefined, parentId: string | null): TypeValues {
  if (!view) return { ...EMPTY, parent_id: parentId };
  if (view.kind === 'claim') return { ...EMPTY, title: view.title, parent_id: view.parent_id };
  return {
    ...EMPTY,
    title: view.title,
    short: view.short,
    template: view.kind === 'contact' ? '' : (view.template ?? ''),
    is_claim: view.kind === 'task' ? view.is_claim : false,
  };
}

/** The create/edit dialog of whichever type the slice says is open. */
export function TypeDialogHost() {
  const dispatch = useDispatch();
  const dialog = useSelector(selectTypeDialog);
  const tree = useSelector(selectClaimTree);
  const lists = useSelector((state: { types: TypesState }) => state.types.lists);
  const nodes = flattenTree(tree.roots);
  const { kind, id } = dialog;
  const edited = !kind || !id ? undefined : kind === 'claim' ? nodes.find((node) => node.id === id) : lists[kind].entities[id];
  const parents: ParentOption[] = nodes.filter((node) => node.id !== id).map(({ id: nodeId, title, depth }) => ({ id: nodeId, title, depth }));
  return (
    <TypeDialog
      key={dialog.serial}
      kind={kind}
      editing={id !== null}
      initial={valuesOf(edited, dialog.parentId)}
      parents={parents}
      status={dialog.status}
      error={dialog.error}
      fieldErrors={dialog.fieldErrors}
      onSubmit={(input) => kind && dispatch(typesActions.saveRequested({ kind, id, version: edited?.version ?? null, input }))}
      onClose={() => dispatch(typesActions.dialogClosed())}
    />
  );
}
