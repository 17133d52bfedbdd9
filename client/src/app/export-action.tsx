import { ExportButton, exportsReducer, exportsSaga, EXPORTS, type ExportButtonProps } from '../features/exports/screens';
import { useFeatureSaga } from './feature-saga';
import { useFeatureSlice } from './feature-slice';

/**
 * The exports feature's button on a page (tasks, protocols, offers, survey results): its slice
 * and flows start with the first such page, so nothing of exports is on the login page.
 */
export function ExportAction(props: ExportButtonProps) {
  useFeatureSlice(EXPORTS, exportsReducer);
  useFeatureSaga(exportsSaga);
  return <ExportButton {...props} />;
}
