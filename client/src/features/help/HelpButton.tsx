import { useDispatch, useSelector } from 'react-redux';
import { HelpDrawer } from './HelpDrawer';
import { helpActions, selectHelp } from './help.slice';

/** The help entry bound to the store: the content is read each time the drawer opens (language may have changed). */
export function HelpButton() {
  const dispatch = useDispatch();
  const help = useSelector(selectHelp);
  return <HelpDrawer status={help.status} content={help.content} onOpen={() => dispatch(helpActions.drawerOpened())} />;
}
